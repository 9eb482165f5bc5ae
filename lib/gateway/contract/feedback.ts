import { z } from 'zod';
import { formatNumber } from '@/lib/format-number';
import { defineEndpoint } from './endpoint';

const RATING_CODE_MESSAGE = 'must be the code from the rating link in your welcome email';

/**
 * The code in the rating link of a welcome email: the account number and the gateway's keyed
 * signature of it, so only whoever was sent the link can rate, and no account number can be
 * tried to see whether it exists.
 */
export const ratingCode = z
  .string({ error: RATING_CODE_MESSAGE })
  .trim()
  .regex(/^\d{8}-[0-9a-f]{32}$/, { error: RATING_CODE_MESSAGE });

export const SWITCH_RATING_COMMENT_MAX_LENGTH = 1_000;

export const ALREADY_RATED_MESSAGE =
  'You have already rated this switch, so we have kept your first rating. Thank you!';

export const switchRatingRequest = z
  .strictObject({
    reference: ratingCode,
    stars: z
      .number({ error: 'Choose from 1 to 5 stars' })
      .int({ error: 'Choose from 1 to 5 stars' })
      .min(1, { error: 'Choose from 1 to 5 stars' })
      .max(5, { error: 'Choose from 1 to 5 stars' }),
    comment: z
      .string()
      .trim()
      .max(SWITCH_RATING_COMMENT_MAX_LENGTH, {
        error: `Keep your comment to ${formatNumber(SWITCH_RATING_COMMENT_MAX_LENGTH)} characters or fewer`,
      })
      .optional(),
  })
  .meta({ id: 'SwitchRatingRequest' });
export type SwitchRatingRequest = z.input<typeof switchRatingRequest>;

export const switchRating = z
  .object({ reference: z.string(), stars: z.number().int().min(1).max(5) })
  .meta({ id: 'SwitchRating' });
export type SwitchRating = z.infer<typeof switchRating>;

export const rateSwitch = defineEndpoint({
  method: 'post',
  path: '/api/v1/feedback/switch-rating',
  summary:
    'Rate a switch from 1 to 5 stars, from the signed link in its welcome email, once (409 for a second, different rating)',
  tag: 'feedback',
  auth: 'none',
  body: switchRatingRequest,
  response: switchRating,
  status: 201,
  errors: [404, 409, 429],
});
