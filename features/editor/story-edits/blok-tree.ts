import type { RichTextDoc, RichTextNode } from '@/lib/content/fields';
import { blokSchema, type Blok } from '@/lib/content/story';

/** What the editor knows of a component, derived by the page from the block schemas. */
export interface ComponentRules {
  /** The name editors see, e.g. "Hero". */
  displayName: string;
  /** Each field holding child bloks, with the components it accepts. */
  bloksFields: Readonly<Record<string, readonly string[]>>;
}

/** Every component the editor may place, by its Storyblok name. */
export type ComponentCatalogue = Readonly<Record<string, ComponentRules>>;

/** Where a blok sits: in `field` of the blok `parentUid`, at `index`. */
export interface BlokPlace {
  parentUid: string;
  field: string;
  index: number;
}

export interface FoundBlok {
  blok: Blok;
  /** Null for the story's root blok. */
  place: BlokPlace | null;
  /**
   * Placed in the rich text of `place.field` (`place.index` counts the bloks in the text): its
   * fields are edited like any blok's, but it moves with the text, in the rich-text editor.
   */
  inText?: true;
}

export const isBlok = (value: unknown): value is Blok => blokSchema.safeParse(value).success;

const isBlokList = (value: unknown): value is Blok[] =>
  Array.isArray(value) && value.length > 0 && value.every(isBlok);

/**
 * The fields of `blok` holding child bloks: those its component declares (even when empty), then
 * any other list of bloks in the content, so nothing the catalogue does not know is hidden.
 */
export function childFields(blok: Blok, catalogue: ComponentCatalogue): string[] {
  const declared = Object.keys(catalogue[blok.component]?.bloksFields ?? {});
  const found = Object.keys(blok).filter(
    (field) => !declared.includes(field) && isBlokList(blok[field]),
  );
  return [...declared, ...found];
}

/** The child bloks in `field` of `blok` (none when the field is missing or not a list of bloks). */
export function childBloks(blok: Blok, field: string): Blok[] {
  const value = blok[field];
  return Array.isArray(value) ? value.filter(isBlok) : [];
}

/** A field's value that is Storyblok rich text (the content of a `richtext` field). */
export const isRichTextDoc = (value: unknown): value is RichTextDoc =>
  typeof value === 'object' &&
  value !== null &&
  (value as { type?: unknown }).type === 'doc' &&
  Array.isArray((value as { content?: unknown }).content);

const bodyOf = (node: RichTextNode): unknown[] | null =>
  node.type === 'blok' && Array.isArray(node.attrs?.body) ? node.attrs.body : null;

function collectBloks(nodes: readonly RichTextNode[] | null | undefined, found: Blok[]): Blok[] {
  for (const node of nodes ?? []) {
    found.push(...(bodyOf(node)?.filter(isBlok) ?? []));
    collectBloks(node.content, found);
  }
  return found;
}

/** The bloks placed in rich text (its `blok` nodes, at any depth), in reading order. */
export const bloksInText = (doc: RichTextDoc): Blok[] => collectBloks(doc.content, []);

function mapNodes(nodes: RichTextNode[], change: (blok: Blok) => Blok): RichTextNode[] {
  const mapped = nodes.map((node) => {
    const body = bodyOf(node);
    if (body) {
      const bloks = body.map((item) => (isBlok(item) ? change(item) : item));
      const same = bloks.every((blok, index) => blok === body[index]);
      return same ? node : { ...node, attrs: { ...node.attrs, body: bloks } };
    }
    if (!node.content) return node;
    const content = mapNodes(node.content, change);
    return content === node.content ? node : { ...node, content };
  });
  return mapped.every((node, index) => node === nodes[index]) ? nodes : mapped;
}

/**
 * `doc` with each blok placed in it replaced by what `change` makes of it, copying only the path
 * to what changed: the same document when `change` changes nothing.
 */
export function mapBloksInText(doc: RichTextDoc, change: (blok: Blok) => Blok): RichTextDoc {
  const content = mapNodes(doc.content, change);
  return content === doc.content ? doc : { ...doc, content };
}

/** The bloks placed in the rich text of `field` of `blok` (none when it holds no rich text). */
export function textBloks(blok: Blok, field: string): Blok[] {
  const value = blok[field];
  return isRichTextDoc(value) ? bloksInText(value) : [];
}

/** The fields of `blok` whose rich text holds bloks. */
export const textFields = (blok: Blok): string[] =>
  Object.keys(blok).filter((field) => textBloks(blok, field).length > 0);

/** The blok with `uid` anywhere under `root` (root included, and bloks placed in rich text). */
export function findBlok(root: Blok, uid: string): FoundBlok | null {
  if (root._uid === uid) return { blok: root, place: null };
  for (const [field, value] of Object.entries(root)) {
    const inText = isRichTextDoc(value);
    const children: unknown[] = inText ? bloksInText(value) : Array.isArray(value) ? value : [];
    for (const [index, child] of children.entries()) {
      if (!isBlok(child)) continue;
      if (child._uid === uid) {
        const place = { parentUid: root._uid, field, index };
        return inText ? { blok: child, place, inText } : { blok: child, place };
      }
      const found = findBlok(child, uid);
      if (found) return found;
    }
  }
  return null;
}

/** True when `uid` is `ancestor` itself or any blok inside it. */
export const isWithin = (ancestor: Blok, uid: string): boolean => findBlok(ancestor, uid) !== null;

/** Whether `field` of a `parentComponent` blok accepts a `component` blok. */
export function accepts(
  catalogue: ComponentCatalogue,
  parentComponent: string,
  field: string,
  component: string,
): boolean {
  return catalogue[parentComponent]?.bloksFields[field]?.includes(component) ?? false;
}
