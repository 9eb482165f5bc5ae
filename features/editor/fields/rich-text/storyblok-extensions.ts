import { Extension, Mark, mergeAttributes, Node } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { blokSummary } from '../blok-summary';

/** Storyblok's link attributes that tiptap's link mark lacks: the kind of link and its story. */
export const StoryblokLinkAttributes = Extension.create({
  name: 'storyblokLinkAttributes',
  addGlobalAttributes() {
    return [
      {
        types: ['link'],
        attributes: {
          linktype: { default: 'url', rendered: false },
          uuid: { default: null, rendered: false },
          anchor: { default: null, rendered: false },
        },
      },
    ];
  },
});

/** Storyblok's `styled` mark (a class such as `muted`), kept so editing never drops it. */
export const StyledMark = Mark.create({
  name: 'styled',
  addAttributes() {
    return { class: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'span[class]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', mergeAttributes(HTMLAttributes), 0];
  },
});

const bloksIn = (body: unknown): Record<string, unknown>[] =>
  Array.isArray(body) ? body.filter((blok) => blok && typeof blok === 'object') : [];

/**
 * Bloks placed in rich text (Storyblok's `blok` node), kept whole and shown by name: each is
 * edited in its own form (opened from the field's list, the block tree or the preview), not here.
 */
export const BlokNode = Node.create({
  name: 'blok',
  group: 'block',
  atom: true,
  addAttributes() {
    return { id: { default: null, rendered: false }, body: { default: [], rendered: false } };
  },
  parseHTML() {
    return [{ tag: 'div[data-blok]' }];
  },
  renderHTML({ node }) {
    const names = bloksIn(node.attrs.body).map(blokSummary).join(', ');
    return ['div', { 'data-blok': '', contenteditable: 'false' }, `Blocks: ${names || 'none'}`];
  },
});

/** What the rich-text editor knows: Storyblok's nodes and marks, with headings 2 to 4. */
export const storyblokExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    // Storyblok's links open where they are unless an editor says otherwise; the site adds rel.
    link: { openOnClick: false, HTMLAttributes: { target: null, rel: null } },
    // An empty paragraph tiptap keeps at the end would be saved into every edited text.
    trailingNode: false,
  }),
  StoryblokLinkAttributes,
  StyledMark,
  BlokNode,
];
