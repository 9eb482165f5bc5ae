import { useLayoutEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  useFormState,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type Path,
} from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { describeSendFailure, type SendFailure } from './send-failure';
import {
  schemaFieldNames,
  useSchemaForm,
  type FormInput,
  type FormSchema,
} from './use-schema-form';

export interface GatewayFormOptions<Schema extends FormSchema> {
  /** The form's fields, classic zod or `zod/mini`: checked in the browser before any send. */
  schema: Schema;
  defaultValues: DefaultValues<FormInput<Schema>>;
  /**
   * Sends the checked values and acts on the answer (shows a confirmation…). Throwing (a
   * GatewayError) is a failure the form shows; a failure that is really an outcome, such as
   * "already rated", is caught here and shown as one.
   */
  send: (values: z.output<Schema>) => Promise<void>;
  /**
   * Words of the form's own for a failure (the login's wrong password); by default the
   * gateway's message beside each field it names, or else once for the whole form.
   */
  describeFailure?: (error: unknown) => SendFailure<Path<FormInput<Schema>>>;
}

// A field's error has its words (the gateway's may have no type); a group's holds its fields'.
const isFieldError = (error: Partial<Record<keyof FieldError, unknown>>): error is FieldError =>
  typeof error.message === 'string' || typeof error.type === 'string';

/** The error of the first field in `errors`, in the schema's order (nested fields too). */
export function firstFieldError(errors: FieldErrors, nested = false): FieldError | undefined {
  for (const [key, error] of Object.entries(errors)) {
    // 'root' holds the form's own errors, which belong to no field.
    if (!error || typeof error !== 'object' || (!nested && key === 'root')) continue;
    const found = isFieldError(error) ? error : firstFieldError(error as FieldErrors, true);
    if (found) return found;
  }
  return undefined;
}

/**
 * A form that sends to the gateway: react-hook-form checked by the schema, then `send`. While
 * it sends, a SubmitButton is busy and disabled (`sending` is true for a status that says so).
 * When the check fails, the first field in error takes focus once its message is beside it, so
 * that a screen reader reads the field with what is wrong. When the send fails, nothing typed is lost:
 * the gateway's messages appear beside their fields (the first takes focus), or one message
 * appears in the form's FormAlert (`alert`), which takes focus.
 */
export function useGatewayForm<Schema extends FormSchema>({
  schema,
  defaultValues,
  send,
  describeFailure,
}: GatewayFormOptions<Schema>) {
  // react-hook-form would focus a field before its error is drawn, and a screen reader would
  // read the field without it: the layout effect below focuses it as the error is drawn.
  const form = useSchemaForm(schema, defaultValues, { shouldFocusError: false });
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const focusFirstError = useRef(false);

  const { errors } = useFormState({ control: form.control });
  useLayoutEffect(() => {
    if (!focusFirstError.current) return;
    const first = firstFieldError(errors);
    if (!first) return;
    focusFirstError.current = false;
    // Each error holds its field's element (setFocus would wait a task).
    first.ref?.focus?.();
  }, [errors]);

  function showFailure(error: unknown) {
    const failure = describeFailure
      ? describeFailure(error)
      : describeSendFailure(error, schemaFieldNames(schema));
    // The form's message takes focus when there is one; otherwise the first field named does.
    focusFirstError.current = !failure.message;
    failure.fields.forEach(({ name, message }) => form.setError(name, { message }));
    setAlert(failure.message);
  }

  async function sendValues(values: z.output<Schema>) {
    setSending(true);
    try {
      await send(values);
    } catch (error) {
      showFailure(error);
    } finally {
      setSending(false);
    }
  }

  return {
    form,
    /** The form's onSubmit. */
    submit(event?: BaseSyntheticEvent) {
      setAlert(null);
      return form.handleSubmit(sendValues, () => {
        focusFirstError.current = true;
      })(event);
    },
    /** The form's own failure message, for its FormAlert. */
    alert,
    /** True while the checked values are on their way to the gateway. */
    sending,
  };
}

export type GatewayForm<Schema extends FormSchema> = ReturnType<typeof useGatewayForm<Schema>>;
