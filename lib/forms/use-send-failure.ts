import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { failureMessage, gatewayFieldErrors } from './send-failure';

/**
 * What a form shows when sending fails: the gateway's message for each field it names, beside
 * that field, or else one message for the whole form. What was typed stays as it was.
 */
export function useSendFailure<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fieldNames: readonly Path<Values>[],
) {
  const [message, setMessage] = useState<string | null>(null);
  return {
    /** The form's own error message, for a FormAlert. */
    message,
    clear: () => setMessage(null),
    show(error: unknown) {
      const fieldErrors = gatewayFieldErrors(error, fieldNames);
      // The first field the gateway names takes focus, as a failed check in the browser does.
      fieldErrors.forEach(({ name, message: text }, index) =>
        setError(name, { message: text }, { shouldFocus: index === 0 }),
      );
      if (fieldErrors.length === 0) setMessage(failureMessage(error));
    },
  };
}
