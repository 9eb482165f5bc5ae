import type { FieldError } from 'react-hook-form';

/**
 * The message of a field's error, or of the first of its parts' errors (an image's alt text, a
 * link's address), so a group shows what went wrong inside it.
 */
export function fieldErrorMessage(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (typeof error.message === 'string' && error.message) return error.message;
  for (const [key, part] of Object.entries(error)) {
    if (key === 'ref' || key === 'type' || !part || typeof part !== 'object') continue;
    const message = fieldErrorMessage(part as FieldError);
    if (message) return message;
  }
  return undefined;
}
