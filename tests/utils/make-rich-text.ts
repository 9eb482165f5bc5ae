import type { RichTextDoc, RichTextMark, RichTextNode } from '@/lib/content/fields';

/** Small builders for Storyblok rich text, so tests read like the document they describe. */
export const doc = (...content: RichTextNode[]): RichTextDoc => ({ type: 'doc', content });
export const text = (value: string, ...marks: RichTextMark[]): RichTextNode => ({
  type: 'text',
  text: value,
  ...(marks.length && { marks }),
});
export const paragraph = (...content: RichTextNode[]): RichTextNode => ({
  type: 'paragraph',
  content,
});
export const heading = (level: number, value: string): RichTextNode => ({
  type: 'heading',
  attrs: { level },
  content: [text(value)],
});
export const mark = (type: string, attrs?: Record<string, unknown>): RichTextMark => ({
  type,
  ...(attrs && { attrs }),
});
export const link = (href: string, attrs: Record<string, unknown> = {}) =>
  mark('link', { href, linktype: 'url', ...attrs });
