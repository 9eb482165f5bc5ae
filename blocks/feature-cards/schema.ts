import * as z from 'zod/mini';
import {
  cmsLinkSchema,
  optionalAssetSchema,
  optionalLongText,
  optionalText,
} from '@/lib/content/fields';
import { blokBase, nestedBloks } from '../block-definition';

export const featureCardSchema = z.extend(blokBase, {
  component: z.literal('feature_card'),
  title: z.string().check(z.minLength(1, 'Each card needs a title')),
  text: optionalLongText,
  /** A small decorative icon beside the title; the title says what it means. */
  icon: optionalAssetSchema,
  /** A photo or illustration across the top of the card (used instead of the icon). */
  image: optionalAssetSchema,
  /** Makes the whole card a link, named by its title. */
  link: z.optional(cmsLinkSchema),
  /** A visible cue under the text, e.g. "Compare our tariffs" (the title names the link). */
  link_label: optionalText,
});
export type FeatureCardBlok = z.infer<typeof featureCardSchema>;

export const featureCardsSchema = z.extend(blokBase, {
  component: z.literal('feature_cards'),
  heading: optionalText,
  intro: optionalLongText,
  /** Cards per row on wide screens; phones show one, tablets two. */
  columns: z._default(z.enum(['2', '3', '4']), '3'),
  cards: z.array(featureCardSchema).check(z.minLength(1, 'Add at least one card'), nestedBloks),
});
export type FeatureCardsBlok = z.infer<typeof featureCardsSchema>;
