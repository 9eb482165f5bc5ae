import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** The sign-up reference a new customer is given: their account number. */
export const signupReference = z
  .string({ error: 'must be your sign-up reference' })
  .trim()
  .regex(/^\d{8}$/, { error: 'must be your sign-up reference: 8 digits, like 40318275' });

export const SWITCH_RATING_COMMENT_MAX_LENGTH = 1_000;

export const ALREADY_RATED_MESSAGE =
  'You have already rated this switch, so we have kept your first rating. Thank you!';

export const switchRatingRequest = z
  .strictObject({
    reference: signupReference,
    stars: z
      .number({ error: 'Choose from 1 to 5 stars' })
      .int({ error: 'Choose from 1 to 5 stars' })
      .min(1, { error: 'Choose from 1 to 5 stars' })
      .max(5, { error: 'Choose from 1 to 5 stars' }),
    comment: z
      .string()
      .trim()
      .max(SWITCH_RATING_COMMENT_MAX_LENGTH, {
        error: `Keep your comment to ${SWITCH_RATING_COMMENT_MAX_LENGTH.toLocaleString('en-GB')} characters or fewer`,
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
    'Rate a switch from 1 to 5 stars, once per sign-up reference (409 for a second, different rating)',
  tag: 'feedback',
  auth: 'none',
  body: switchRatingRequest,
  response: switchRating,
  status: 201,
  errors: [404, 409],
});
