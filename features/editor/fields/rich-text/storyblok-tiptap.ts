import type { RichTextDoc, RichTextMark, RichTextNode } from '@/lib/content/fields';

/**
 * Storyblok stores rich text as ProseMirror JSON with snake_case names; tiptap names the same
 * nodes in camelCase. Names not listed are the same in both (doc, paragraph, heading, bold…).
 */
const RENAMED: ReadonlyArray<readonly [storyblok: string, tiptap: string]> = [
  ['bullet_list', 'bulletList'],
  ['ordered_list', 'orderedList'],
  ['list_item', 'listItem'],
  ['hard_break', 'hardBreak'],
  ['horizontal_rule', 'horizontalRule'],
  ['code_block', 'codeBlock'],
];
const TIPTAP_NAME = new Map(RENAMED);
const STORYBLOK_NAME = new Map(RENAMED.map(([storyblok, tiptap]) => [tiptap, storyblok]));

/** Attributes named differently, by tiptap's node name: Storyblok's list `order` is `start`. */
const RENAMED_ATTRS: Record<string, ReadonlyArray<readonly [storyblok: string, tiptap: string]>> = {
  orderedList: [['order', 'start']],
};

/** Attributes tiptap adds that Storyblok has no place for (a link's rel, class and title, a list's type). */
const TIPTAP_ONLY_ATTRS: Record<string, readonly string[]> = {
  link: ['rel', 'class', 'title'],
  orderedList: ['type'],
};

type Attrs = Record<string, unknown>;
type Direction = 'toTiptap' | 'toStoryblok';

function convertAttrs(tiptapName: string, attrs: Attrs, direction: Direction): Attrs {
  const renames = RENAMED_ATTRS[tiptapName] ?? [];
  const dropped = direction === 'toStoryblok' ? (TIPTAP_ONLY_ATTRS[tiptapName] ?? []) : [];
  return Object.fromEntries(
    Object.entries(attrs)
      .filter(([key]) => !dropped.includes(key))
      .map(([key, value]) => {
        const rename = renames.find(([storyblok, tiptap]) =>
          direction === 'toTiptap' ? storyblok === key : tiptap === key,
        );
        if (!rename) return [key, value];
        return [direction === 'toTiptap' ? rename[1] : rename[0], value];
      }),
  );
}

function convert<Item extends RichTextNode | RichTextMark>(item: Item, direction: Direction): Item {
  const names = direction === 'toTiptap' ? TIPTAP_NAME : STORYBLOK_NAME;
  const type = names.get(item.type) ?? item.type;
  const tiptapName = direction === 'toTiptap' ? type : item.type;
  const converted: RichTextNode = { ...item, type };
  if (item.attrs) converted.attrs = convertAttrs(tiptapName, item.attrs, direction);
  if ('marks' in item && item.marks) {
    converted.marks = item.marks.map((mark) => convert(mark, direction));
  }
  if ('content' in item && item.content) {
    converted.content = item.content.map((node) => convert(node, direction));
  }
  return converted as Item;
}

/** Storyblok's rich text as tiptap's editor reads it. */
export const toTiptap = (doc: RichTextDoc): RichTextDoc => convert(doc, 'toTiptap') as RichTextDoc;

/** What tiptap's editor holds, as Storyblok stores it. */
export const toStoryblok = (doc: RichTextDoc): RichTextDoc =>
  convert(doc, 'toStoryblok') as RichTextDoc;
