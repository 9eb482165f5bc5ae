// Block schemas run on the server and in the visual editor (blocks/parse-bloks.ts), never in a
// page's own JavaScript; zod/mini keeps the editor's download small.
import * as z from 'zod/mini';
import { field } from '@/lib/content/field-kind';
import type { BlockIssue } from './renderable-blok';

/** What every blok carries: Storyblok's id and component name, plus the editor's marker. */
export const blokBase = z.object({
  _uid: z.string(),
  component: z.string(),
  _editable: z.optional(z.string()),
});
export type BlokBase = z.infer<typeof blokBase>;

/** The lists bloksField let through, whose bloks parseBlok then checks with their own schemas. */
const childBlokLists = new WeakSet<object>();

export const isChildBlokList = (value: unknown): value is readonly unknown[] =>
  Array.isArray(value) && childBlokLists.has(value);

/** A field holding bloks of any block; each is checked by its own schema (parseBlok). */
export const bloksField = z
  ._default(
    z.pipe(
      z.array(z.looseObject(blokBase.shape)),
      z.transform((bloks) => {
        childBlokLists.add(bloks);
        return bloks;
      }),
    ),
    [],
  )
  .check(field({ fieldKind: 'bloks' }));

/** The check that marks a field of nested bloks (an accordion's items) for the editor. */
export const nestedBloks = field({ fieldKind: 'bloks' });

export function blockIssues(error: z.core.$ZodError): BlockIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.join('.') || '(blok)',
    message: issue.message,
  }));
}
