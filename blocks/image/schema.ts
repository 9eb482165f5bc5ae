import * as z from 'zod/mini';
import { field } from '@/lib/content/field-kind';
import { assetSchema } from '@/lib/content/fields';
import { blokBase } from '../block-definition';

/** An image that must say what it shows ("" for a purely decorative one). */
export const describedImageSchema = z
  .extend(assetSchema, {
    alt: z.string({ error: 'Describe the image for people who cannot see it (alt text)' }),
  })
  .check(field({ fieldKind: 'asset' }));

/** The box is sized before the image loads, so nothing shifts. */
export const imageRatioSchema = z._default(z.enum(['16:9', '4:3', '1:1', '3:4']), '16:9');

export const imageSchema = z.extend(blokBase, {
  component: z.literal('image'),
  image: describedImageSchema,
  caption: z.optional(z.string()),
  ratio: imageRatioSchema,
});
export type ImageBlok = z.infer<typeof imageSchema>;
