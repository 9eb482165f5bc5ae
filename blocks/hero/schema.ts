import * as z from 'zod/mini';
import { optionalAssetSchema } from '@/lib/content/fields';
import { blokBase, bloksField } from '../block-definition';

/** The page's headline: the hero's headline is the page's one h1. */
export const heroSchema = z.extend(blokBase, {
  component: z.literal('hero'),
  headline: z.string().check(z.minLength(1, 'A hero needs a headline')),
  text: z.optional(z.string()),
  image: optionalAssetSchema,
  buttons: bloksField,
});
export type HeroBlok = z.infer<typeof heroSchema>;
