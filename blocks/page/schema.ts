import * as z from 'zod/mini';
import { seoFields } from '@/lib/content/seo';
import { blokBase, bloksField } from '../block-definition';

/** A marketing page: its body bloks and SEO fields. */
export const pageSchema = z.extend(blokBase, {
  component: z.literal('page'),
  body: bloksField,
  ...seoFields,
});
export type PageBlok = z.infer<typeof pageSchema>;
