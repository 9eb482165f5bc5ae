import * as z from 'zod/mini';
import { field } from '@/lib/content/field-kind';
import { cmsNumberSchema, longText, optionalText } from '@/lib/content/fields';
import { blokBase, nestedBloks } from '../block-definition';

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}/, 'Use a date like 2026-03-14'));

export const reviewSchema = z.extend(blokBase, {
  component: z.literal('review'),
  rating: z.pipe(
    cmsNumberSchema,
    z
      .int({ error: 'Give a whole number of stars, 1 to 5' })
      .check(
        z.gte(1, 'Give a whole number of stars, 1 to 5'),
        z.lte(5, 'Give a whole number of stars, 1 to 5'),
      ),
  ),
  title: optionalText,
  text: longText.check(z.minLength(1, 'Each review needs its text')),
  author: z
    .string()
    .check(
      z.minLength(1, 'Say who wrote the review (first name)'),
      field({ description: 'First name, as the customer agreed to be named' }),
    ),
  detail: optionalText.check(field({ description: 'e.g. dual fuel customer since 2024' })),
  date: z.optional(isoDate),
});
export type ReviewBlok = z.infer<typeof reviewSchema>;

export const reviewsSchema = z.extend(blokBase, {
  component: z.literal('reviews'),
  heading: optionalText,
  score: z.pipe(
    cmsNumberSchema.check(field({ description: 'The overall score out of 5, e.g. 4.7' })),
    z.number().check(z.gte(0, 'The score is out of 5'), z.lte(5, 'The score is out of 5')),
  ),
  review_count: z.pipe(
    cmsNumberSchema,
    z.int().check(z.gte(1, 'Say how many reviews the score comes from')),
  ),
  source: optionalText.check(
    field({
      description:
        'Where the reviews come from, e.g. Reviews from customers after they switch or call us',
    }),
  ),
  reviews: z._default(z.array(reviewSchema).check(nestedBloks), []),
});
export type ReviewsBlok = z.infer<typeof reviewsSchema>;
