import type { RichTextNode } from '../fields';

const isInline = (node: RichTextNode) => node.type === 'text' || node.type === 'hard_break';

/** The words of rich text without markup: blocks (paragraphs, list items…) on lines of their own. */
export function plainText(node: RichTextNode): string {
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'hard_break') return '\n';
  const children = node.content ?? [];
  const parts = children.map(plainText);
  return children.every(isInline) ? parts.join('') : parts.filter(Boolean).join('\n');
}
