import * as z from 'zod/mini';
import { longText, optionalAssetSchema } from '@/lib/content/fields';
import { blokBase } from '../block-definition';

export const authorSchema = z.extend(blokBase, {
  component: z.literal('author'),
  name: z.string().check(z.minLength(1, 'Give the author a name')),
  role: z.optional(z.string()),
  bio: z.optional(longText),
  avatar: optionalAssetSchema,
});
export type AuthorBlok = z.infer<typeof authorSchema>;
