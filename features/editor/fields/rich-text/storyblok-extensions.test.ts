import { Editor, type JSONContent } from '@tiptap/core';
import type { RichTextDoc } from '@/lib/content/fields';
import { storyblokExtensions } from './storyblok-extensions';
import { richTextByStory } from '@/tests/utils/stories-rich-text';
import { toStoryblok, toTiptap } from './storyblok-tiptap';

/**
 * What the editor may change without changing the text: the order of marks (ProseMirror sorts
 * them by kind), and an absent attribute read back as null.
 */
function meaning(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(meaning);
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value)
    .filter(([, child]) => child !== null && child !== undefined)
    .map(([key, child]) => {
      if (key !== 'marks' || !Array.isArray(child)) return [key, meaning(child)];
      const marks = child.map(meaning) as { type: string }[];
      return [key, marks.sort((a, b) => a.type.localeCompare(b.type))];
    });
  return Object.fromEntries(entries);
}

function throughEditor(doc: RichTextDoc): RichTextDoc {
  const editor = new Editor({
    extensions: storyblokExtensions,
    content: toTiptap(doc) as JSONContent,
  });
  const edited = toStoryblok(editor.getJSON() as RichTextDoc);
  editor.destroy();
  return edited;
}

describe("the rich-text editor's schema", () => {
  it.each(richTextByStory())('keeps everything in the rich text of %s', (_file, docs) => {
    for (const doc of docs) expect(meaning(throughEditor(doc))).toEqual(meaning(doc));
  });

  it('keeps bloks placed in rich text', () => {
    const doc: RichTextDoc = {
      type: 'doc',
      content: [
        { type: 'blok', attrs: { id: 'b-1', body: [{ _uid: 'x', component: 'button_link' }] } },
      ],
    };
    expect(throughEditor(doc)).toEqual(doc);
  });
});
