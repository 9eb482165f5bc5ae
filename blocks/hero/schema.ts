import * as z from 'zod/mini';
import { longText, optionalAssetSchema } from '@/lib/content/fields';
import { blokBase, bloksField } from '../block-definition';

/** The page's headline: the hero's headline is the page's one h1. */
export const heroSchema = z.extend(blokBase, {
  component: z.literal('hero'),
  headline: z.string().check(z.minLength(1, 'A hero needs a headline')),
  text: z.optional(longText),
  image: optionalAssetSchema,
  buttons: bloksField,
  /**
   * default: text beside the image from 972 px; centered: centred text, image below;
   * split-image: text and image in equal halves, the image filling its half;
   * compact: a slimmer banner with a smaller headline, for secondary pages.
   */
  variant: z._default(z.enum(['default', 'centered', 'split-image', 'compact']), 'default'),
});
export type HeroBlok = z.infer<typeof heroSchema>;
