import * as z from 'zod/mini';
import { field } from '@/lib/content/field-kind';
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
  icon: optionalAssetSchema.check(
    field({
      description: 'A small decorative icon beside the title; the title says what it means',
    }),
  ),
  image: optionalAssetSchema.check(
    field({
      description: 'A photo or illustration across the top of the card, instead of the icon',
    }),
  ),
  link: z.optional(
    cmsLinkSchema.check(field({ description: 'Makes the whole card a link, named by its title' })),
  ),
  link_label: optionalText.check(
    field({ description: 'A visible cue under the text, e.g. Compare our tariffs' }),
  ),
});
export type FeatureCardBlok = z.infer<typeof featureCardSchema>;

export const featureCardsSchema = z.extend(blokBase, {
  component: z.literal('feature_cards'),
  heading: optionalText,
  intro: optionalLongText,
  columns: z._default(
    z
      .enum(['2', '3', '4'])
      .check(field({ description: 'Cards a row on wide screens; phones show one, tablets two.' })),
    '3',
  ),
  cards: z.array(featureCardSchema).check(z.minLength(1, 'Add at least one card'), nestedBloks),
});
export type FeatureCardsBlok = z.infer<typeof featureCardsSchema>;
