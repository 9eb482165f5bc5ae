/**
 * The references a story's content makes outside itself: images (an asset field's `filename`,
 * a rich-text image's `src`) and stories (a link's or relation's uuid). Push rewrites the
 * embedded space's to the Storyblok space's ids; pull rewrites them back.
 */

/** Where an image is in a space: its address, and the asset's id there (none locally). */
export interface ImageRef {
  filename: string;
  id?: number;
}

export interface ReferenceMaps {
  /** The story uuid to write instead, or undefined to keep it. */
  story(uuid: string): string | undefined;
  /** The image to point at instead, or undefined to keep it. */
  image(filename: string): ImageRef | undefined;
}

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function withImage(node: Node, maps: ReferenceMaps): Node {
  if (typeof node.filename === 'string') {
    const image = maps.image(node.filename);
    if (image) {
      const rest = Object.fromEntries(Object.entries(node).filter(([key]) => key !== 'id'));
      return {
        ...rest,
        filename: image.filename,
        ...(image.id === undefined ? {} : { id: image.id }),
      };
    }
  }
  if (node.type === 'image' && isNode(node.attrs) && typeof node.attrs.src === 'string') {
    const image = maps.image(node.attrs.src);
    if (image) return { ...node, attrs: { ...node.attrs, src: image.filename } };
  }
  return node;
}

/** A copy of `value` with every reference the maps know rewritten. */
export function rewriteReferences<T>(value: T, maps: ReferenceMaps): T {
  const visit = (item: unknown): unknown => {
    if (typeof item === 'string') return maps.story(item) ?? item;
    if (Array.isArray(item)) return item.map(visit);
    if (!isNode(item)) return item;
    const node = withImage(item, maps);
    return Object.fromEntries(
      Object.entries(node).map(([key, child]) => [
        key,
        key === 'filename' || key === 'src' ? child : visit(child),
      ]),
    );
  };
  return visit(value) as T;
}

/** The site's own images a content tree shows: paths under public/ or the space's assets. */
export function localImages(value: unknown): Set<string> {
  const found = new Set<string>();
  const visit = (item: unknown): void => {
    if (Array.isArray(item)) return item.forEach(visit);
    if (!isNode(item)) return;
    const src = isNode(item.attrs) && item.type === 'image' ? item.attrs.src : undefined;
    for (const path of [item.filename, src]) {
      if (typeof path === 'string' && path.startsWith('/') && !path.startsWith('//'))
        found.add(path);
    }
    Object.values(item).forEach(visit);
  };
  visit(value);
  return found;
}

/** The story uuids the content refers to that `isStoryUuid` picks out. */
export function unknownStoryRefs(value: unknown, isStoryUuid: (text: string) => boolean) {
  const found = new Set<string>();
  rewriteReferences(value, {
    story: (text) => {
      if (isStoryUuid(text)) found.add(text);
      return undefined;
    },
    image: () => undefined,
  });
  return found;
}
