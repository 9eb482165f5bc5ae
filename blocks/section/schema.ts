import * as z from 'zod/mini';
import { field } from '@/lib/content/field-kind';
import { longText } from '@/lib/content/fields';
import { blokBase, bloksField } from '../block-definition';

export const sectionSchema = z.extend(blokBase, {
  component: z.literal('section'),
  heading: z.optional(z.string()),
  intro: z.optional(longText),
  columns: z._default(
    z
      .enum(['1', '2', '3', '4'])
      .check(field({ description: 'Columns on tablets and wider screens; phones show one.' })),
    '1',
  ),
  background: z._default(z.enum(['default', 'surface', 'brand']), 'default'),
  anchor: z.optional(
    z
      .string()
      .check(
        z.regex(/^[a-z][a-z0-9-]*$/, 'Use lower-case letters, digits and hyphens'),
        field({ description: 'An id links can jump to, as #anchor, e.g. our-tariffs' }),
      ),
  ),
  body: bloksField,
});
export type SectionBlok = z.infer<typeof sectionSchema>;
