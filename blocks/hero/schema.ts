import * as z from 'zod/mini';
import { field } from '@/lib/content/field-kind';
import { longText, optionalAssetSchema } from '@/lib/content/fields';
import { blokBase, bloksField } from '../block-definition';

/** The page's headline: the hero's headline is the page's one h1. */
export const heroSchema = z.extend(blokBase, {
  component: z.literal('hero'),
  headline: z.string().check(z.minLength(1, 'A hero needs a headline')),
  text: z.optional(longText),
  image: optionalAssetSchema,
  buttons: bloksField,
  variant: z._default(
    z.enum(['default', 'centered', 'split-image', 'compact']).check(
      field({
        description:
          'Default: text beside the image on wide screens. Centered: centred text, image below. ' +
          'Split image: text and image in equal halves. Compact: a slimmer banner with a smaller ' +
          'headline, for secondary pages.',
      }),
    ),
    'default',
  ),
});
export type HeroBlok = z.infer<typeof heroSchema>;
