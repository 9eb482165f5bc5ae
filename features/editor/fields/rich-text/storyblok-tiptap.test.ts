import type { RichTextDoc } from '@/lib/content/fields';
import { richTextByStory } from '@/tests/utils/stories-rich-text';
import { toStoryblok, toTiptap } from './storyblok-tiptap';

describe('rich text between Storyblok and tiptap', () => {
  const stories = richTextByStory();

  it('finds the rich text of the content space', () => {
    expect(stories.flatMap(([, docs]) => docs).length).toBeGreaterThan(100);
  });

  it.each(stories)('round-trips the rich text of %s', (_file, docs) => {
    for (const doc of docs) expect(toStoryblok(toTiptap(doc))).toEqual(doc);
  });

  /** A document using every renamed node, in Storyblok's names or tiptap's, with a link. */
  const everyRenamedNode = (
    tiptap: boolean,
    linkAttrs: Record<string, unknown> = {},
  ): RichTextDoc => {
    const name = (storyblok: string, camel: string) => (tiptap ? camel : storyblok);
    const link = {
      type: 'link',
      attrs: { href: '/help', linktype: 'story', uuid: 'u-1', ...linkAttrs },
    };
    return {
      type: 'doc',
      content: [
        {
          type: name('bullet_list', 'bulletList'),
          content: [{ type: name('list_item', 'listItem'), content: [{ type: 'paragraph' }] }],
        },
        { type: name('ordered_list', 'orderedList'), attrs: tiptap ? { start: 3 } : { order: 3 } },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Help', marks: [link] },
            { type: name('hard_break', 'hardBreak') },
          ],
        },
        { type: name('horizontal_rule', 'horizontalRule') },
        { type: name('code_block', 'codeBlock'), content: [{ type: 'text', text: 'x' }] },
      ],
    };
  };

  it("gives tiptap its camelCase names and a list's start, and takes them back", () => {
    expect(toTiptap(everyRenamedNode(false))).toEqual(everyRenamedNode(true));
    expect(toStoryblok(everyRenamedNode(true))).toEqual(everyRenamedNode(false));
  });

  it("leaves out what only tiptap keeps: a link's rel, class and title, a list's type", () => {
    const tiptap = everyRenamedNode(true, { rel: 'noopener', class: null, title: null });
    const list = tiptap.content[1];
    if (list) list.attrs = { start: 3, type: null };
    expect(toStoryblok(tiptap)).toEqual(everyRenamedNode(false));
  });
});
