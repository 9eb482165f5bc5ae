import * as z from 'zod/mini';

/**
 * What an editor's form shows for a field that JSON Schema alone cannot tell apart from a plain
 * string, object or array: the visual editor reads it from `z.toJSONSchema`, which copies zod's
 * global-registry metadata into each field's node.
 */
export type FieldKind =
  'textarea' | 'number' | 'link' | 'asset' | 'richtext' | 'bloks' | 'relation';

export type FieldMeta = {
  fieldKind?: FieldKind;
  /** The field's label in the editor, when the one made from its key would not read well. */
  title?: string;
  /** Help shown under the field in the editor. */
  description?: string;
  /** A relation's content type: the component of the stories it may point to. */
  contentType?: string;
  /** Labels for an option list's values, by value. */
  optionLabels?: Readonly<Record<string, string>>;
};

/**
 * A no-op check that files `meta` in zod's global registry for the schema it is added to:
 * `z.string().check(field({ fieldKind: 'textarea' }))`. Parsing is unchanged.
 */
export const field = <T>(meta: FieldMeta) => z.meta<T>(meta);
