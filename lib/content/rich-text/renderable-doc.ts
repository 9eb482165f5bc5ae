import type { RichTextDoc, RichTextNode } from '../fields';
import { plainText } from './plain-text';

/** A heading's id from its words, so `#anchor` links from other content land on it. */
export function headingId(node: RichTextNode): string {
  return plainText(node)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const bloksOf = (body: unknown) =>
  Array.isArray(body) ? body.filter((blok) => typeof blok === 'object' && blok !== null) : [];

function renderableNode(node: RichTextNode): RichTextNode {
  const attrs = node.attrs ?? {};
  if (node.type === 'blok') return { ...node, attrs: { ...attrs, body: bloksOf(attrs.body) } };
  return {
    ...node,
    ...(node.type === 'heading' && { attrs: { ...attrs, id: headingId(node) || undefined } }),
    ...(node.content && { content: node.content.map(renderableNode) }),
  };
}

/**
 * The document as the renderer reads it: each heading carries its id (the renderer hands a
 * heading's resolver its attributes, not its text), and each blok node a list of bloks (the
 * renderer reads `attrs.body` and each blok in it without checking they are there).
 */
export function renderableDoc(doc: RichTextDoc): RichTextDoc {
  return { ...doc, content: doc.content.map(renderableNode) };
}
