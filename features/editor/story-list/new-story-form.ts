import * as z from 'zod/mini';
import { failureMessage, type SendFailure } from '@/lib/forms/send-failure';
import { GatewayError } from '@/lib/gateway/gateway-error';

export const BLANK_PAGE = '';

/** The new story form's fields, as the editor fills them in. */
export const newStoryForm = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Enter a name')),
  slug: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter the slug that ends the page’s address'),
      z.regex(/^[a-z0-9][a-z0-9-]*$/, 'Use lower-case letters, digits and hyphens only'),
    ),
  folder: z.string(),
  /** A story's id to start from, or BLANK_PAGE. */
  template: z.string(),
});
export type NewStoryFormFields = z.infer<typeof newStoryForm>;

const fieldNames = ['name', 'slug', 'folder'] as const;

/**
 * The API's refusal beside the field it concerns: a slug another story has (409) or a field it
 * found invalid (400, which names fields as the form does); anything else for the whole form.
 */
export function describeNewStoryFailure(error: unknown): SendFailure<keyof NewStoryFormFields> {
  if (error instanceof GatewayError) {
    if (error.statusCode === 409)
      return { message: null, fields: [{ name: 'slug', message: error.message }] };
    const fields = error.fields.flatMap(({ path, message }) => {
      const name = fieldNames.find((field) => field === path);
      return name ? [{ name, message }] : [];
    });
    if (fields.length > 0) return { message: null, fields };
  }
  return { message: failureMessage(error), fields: [] };
}
