import * as z from 'zod/mini';
import { longText } from '@/lib/content/fields';
import { blokBase, bloksField } from '../block-definition';

export const sectionSchema = z.extend(blokBase, {
  component: z.literal('section'),
  heading: z.optional(z.string()),
  intro: z.optional(longText),
  /** Columns from 768 px up; one column on phones. */
  columns: z._default(z.enum(['1', '2', '3', '4']), '1'),
  background: z._default(z.enum(['default', 'surface', 'brand']), 'default'),
  /** An id other content can link to with #anchor. */
  anchor: z.optional(
    z.string().check(z.regex(/^[a-z][a-z0-9-]*$/, 'Use lower-case letters, digits and hyphens')),
  ),
  body: bloksField,
});
export type SectionBlok = z.infer<typeof sectionSchema>;
