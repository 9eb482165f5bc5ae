import about from '@/content/stories/about.json';
import type { ComponentCatalogue } from '@/features/editor/story-edits/blok-tree';
import { blokSchema, type Blok } from '@/lib/content/story';

/**
 * The about page's draft content as the editor opens it: a page whose body holds a hero (with an
 * empty buttons field) and two sections of rich text. A fresh copy each call.
 */
export function aboutContent(): Blok {
  return blokSchema.parse(structuredClone(about.draft.content));
}

/** The about page's bloks by name, for tests that pick one out. */
export const aboutUids = {
  page: '153faa8d817d',
  hero: 'd2077f5c19b5',
  beliefs: '95770627a8aa',
  beliefsText: '749305b56c5f',
  promises: '4b1d4ed2645a',
  promisesText: 'e3daaaa62f88',
} as const;

const bodyBlocks = ['hero', 'section', 'rich_text', 'button_link'];

/** The part of the catalogue the about page uses, as the editor page derives it from the schemas. */
export const editorCatalogue: ComponentCatalogue = {
  page: { displayName: 'Page', bloksFields: { body: bodyBlocks } },
  section: { displayName: 'Section', bloksFields: { body: ['rich_text', 'button_link'] } },
  hero: { displayName: 'Hero', bloksFields: { buttons: ['button_link'] } },
  rich_text: { displayName: 'Rich text', bloksFields: {} },
  button_link: { displayName: 'Button link', bloksFields: {} },
};

/** The bloks `aboutWithTextBloks` places in the beliefs section's rich text, by name. */
export const textBlokUids = {
  button: 'a1a1a1a1a1a1',
  section: 'a2a2a2a2a2a2',
  sectionButton: 'a3a3a3a3a3a3',
} as const;

/**
 * The about page with bloks placed in the beliefs section's rich text: a button after its first
 * paragraph, and in a quote a section that holds a button of its own.
 */
export function aboutWithTextBloks(): Blok {
  const content = aboutContent();
  const section = (content.body as Blok[])[1] as Blok;
  const text = (section.body as Blok[])[0] as Blok;
  const doc = text.text as { content: unknown[] };
  const button = (uid: string, label: string) => ({
    _uid: uid,
    component: 'button_link',
    label,
    link: { linktype: 'url', url: '/energy/quote' },
  });
  doc.content.splice(
    1,
    0,
    { type: 'blok', attrs: { id: 'n1', body: [button(textBlokUids.button, 'Get a quote')] } },
    {
      type: 'blockquote',
      content: [
        {
          type: 'blok',
          attrs: {
            id: 'n2',
            body: [
              {
                _uid: textBlokUids.section,
                component: 'section',
                heading: 'Our promise',
                body: [button(textBlokUids.sectionButton, 'Read our promise')],
              },
            ],
          },
        },
      ],
    },
  );
  return content;
}
