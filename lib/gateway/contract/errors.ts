import { z } from 'zod';

/** One invalid field, by its path in the request (e.g. `body.readings.0.value`). */
export const fieldError = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldError>;

/**
 * Every failure the gateway answers, whatever the status (SPEC §8): a message written for the
 * customer and the status code, plus the invalid fields for 400 and 422.
 */
export const errorBody = z
  .object({
    message: z.string(),
    statusCode: z.number().int().min(400).max(599),
    fields: z.array(fieldError).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBody>;
