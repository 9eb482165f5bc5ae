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
