import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RichTextDoc } from '@/lib/content/fields';
import { toStoryblok, toTiptap } from './storyblok-tiptap';

const STORIES = join(process.cwd(), 'content', 'stories');

/** Every rich-text document of each story file in the content space, draft and published. */
function richTextByStory(): [string, RichTextDoc[]][] {
  const collect = (value: unknown, found: RichTextDoc[]): RichTextDoc[] => {
    if (Array.isArray(value)) value.forEach((item) => collect(item, found));
    else if (value && typeof value === 'object') {
      if ((value as { type?: unknown }).type === 'doc') found.push(value as RichTextDoc);
      else Object.values(value).forEach((child) => collect(child, found));
    }
    return found;
  };
  return readdirSync(STORIES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => [file, collect(JSON.parse(readFileSync(join(STORIES, file), 'utf8')), [])]);
}

describe('rich text between Storyblok and tiptap', () => {
  const stories = richTextByStory();

  it('finds the rich text of the content space', () => {
    expect(stories.flatMap(([, docs]) => docs).length).toBeGreaterThan(100);
  });

  it.each(stories)('round-trips the rich text of %s', (_file, docs) => {
    for (const doc of docs) expect(toStoryblok(toTiptap(doc))).toEqual(doc);
  });

  it("gives tiptap its camelCase names and a list's start", () => {
    const storyblok: RichTextDoc = {
      type: 'doc',
      content: [
        { type: 'bullet_list', content: [{ type: 'list_item', content: [{ type: 'paragraph' }] }] },
        { type: 'ordered_list', attrs: { order: 3 }, content: [] },
        { type: 'paragraph', content: [{ type: 'text', text: 'a' }, { type: 'hard_break' }] },
        { type: 'horizontal_rule' },
        { type: 'code_block', content: [{ type: 'text', text: 'x', marks: [{ type: 'code' }] }] },
      ],
    };
    expect(toTiptap(storyblok)).toEqual({
      type: 'doc',
      content: [
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }] },
        { type: 'orderedList', attrs: { start: 3 }, content: [] },
        { type: 'paragraph', content: [{ type: 'text', text: 'a' }, { type: 'hardBreak' }] },
        { type: 'horizontalRule' },
        { type: 'codeBlock', content: [{ type: 'text', text: 'x', marks: [{ type: 'code' }] }] },
      ],
    });
  });

  it("leaves out what only tiptap keeps: a link's rel and class, a list's type", () => {
    const tiptap: RichTextDoc = {
      type: 'doc',
      content: [
        { type: 'orderedList', attrs: { start: 1, type: null }, content: [] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Help',
              marks: [
                {
                  type: 'link',
                  attrs: {
                    href: '/help',
                    linktype: 'story',
                    uuid: 'u-1',
                    anchor: null,
                    target: null,
                    rel: 'noopener',
                    class: null,
                  },
                },
              ],
            },
          ],
        },
      ],
    };
    expect(toStoryblok(tiptap)).toEqual({
      type: 'doc',
      content: [
        { type: 'ordered_list', attrs: { order: 1 }, content: [] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Help',
              marks: [
                {
                  type: 'link',
                  attrs: {
                    href: '/help',
                    linktype: 'story',
                    uuid: 'u-1',
                    anchor: null,
                    target: null,
                  },
                },
              ],
            },
          ],
        },
      ],
    });
  });
});
