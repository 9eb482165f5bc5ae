import type * as z from 'zod/mini';
import type { Blok } from '@/lib/content/story';
import { describeSchemaFields, labelFromKey } from '../fields/describe-fields';
import type { ComponentCatalogue } from '../story-edits/blok-tree';

/**
 * What the editor knows of the site's blocks, handed in by its page (features may not import
 * `blocks/`): where each may go, each one's schema (its form and its checks), a new blok.
 */
export interface EditorBlocks {
  catalogue: ComponentCatalogue;
  schemas: Readonly<Record<string, z.core.$ZodType>>;
  /** A blok of `component` with its fields' defaults (the block tree gives it its uids). */
  newBlok: (component: string) => Blok;
}

/**
 * The editor's view of the blocks, from their schemas alone: a field of any blocks takes every
 * block in `placeable` (not the story types such as `page`); a typed list takes its own.
 */
export function editorBlocksOf(
  schemas: Readonly<Record<string, z.core.$ZodType>>,
  placeable: readonly string[],
): EditorBlocks {
  const fieldsOf = new Map(
    Object.entries(schemas).map(([name, schema]) => [name, describeSchemaFields(schema)]),
  );
  const catalogue: ComponentCatalogue = Object.fromEntries(
    [...fieldsOf].map(([name, fields]) => [
      name,
      {
        displayName: labelFromKey(name),
        bloksFields: Object.fromEntries(
          fields
            .filter(({ kind }) => kind === 'bloks')
            .map(({ key, components }) => [key, components ?? placeable]),
        ),
      },
    ]),
  );
  const newBlok = (component: string): Blok => ({
    _uid: '',
    component,
    ...Object.fromEntries(
      (fieldsOf.get(component) ?? [])
        .filter((field) => field.default !== undefined)
        .map((field) => [field.key, structuredClone(field.default)]),
    ),
  });
  return { catalogue, schemas, newBlok };
}
