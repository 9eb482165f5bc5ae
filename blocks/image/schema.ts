import * as z from 'zod/mini';
import { assetSchema } from '@/lib/content/fields';
import { blokBase } from '../block-definition';

export const imageSchema = z.extend(blokBase, {
  component: z.literal('image'),
  image: z.extend(assetSchema, {
    alt: z.string({ error: 'Describe the image for people who cannot see it (alt text)' }),
  }),
  caption: z.optional(z.string()),
  /** The box is sized before the image loads, so nothing shifts. */
  ratio: z._default(z.enum(['16:9', '4:3', '1:1', '3:4']), '16:9'),
});
export type ImageBlok = z.infer<typeof imageSchema>;
