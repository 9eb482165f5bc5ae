import { Extension, Mark, mergeAttributes } from '@tiptap/core';

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
