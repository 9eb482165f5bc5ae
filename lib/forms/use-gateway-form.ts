import { useLayoutEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
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

/**
 * The control a person is taken to when fields need correcting: the first in reading order
 * whose field has an error; for a choice of radios, their group, so that its question and its
 * error are read before the choices.
 */
function firstInvalidControl<Values extends FieldValues>(
  formElement: HTMLFormElement | null,
  form: UseFormReturn<Values, unknown, unknown>,
): HTMLElement | null {
  for (const control of Array.from(formElement?.elements ?? [])) {
    const name = control.getAttribute('name');
    if (!(control instanceof HTMLElement) || !name) continue;
    if (!form.getFieldState(name as Path<Values>).invalid) continue;
    const group = control instanceof HTMLInputElement && control.type === 'radio';
    return (group && control.closest('fieldset')) || control;
  }
  return null;
}

/** What one send came to: sent, refused with fields to correct, or failed as a whole. */
type SendOutcome = 'sent' | 'fieldsRefused' | 'failed';

/**
 * A form that sends to the gateway: react-hook-form checked by the schema, then `send`. While
 * it sends, a SubmitButton is busy and disabled. When the send fails, nothing typed is lost:
 * the gateway's messages appear beside their fields (the first takes focus), or one message
 * appears in the form's FormAlert (`alert`), which takes focus. A field takes focus only once
 * its error is drawn, so a screen reader reads the error with the field's label.
 */
export function useGatewayForm<Schema extends FormSchema>({
  schema,
  defaultValues,
  send,
  describeFailure,
}: GatewayFormOptions<Schema>) {
  const form = useSchemaForm(schema, defaultValues, { shouldFocusError: false });
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formElement = useRef<HTMLFormElement | null>(null);
  const [fieldFocusRequests, setFieldFocusRequests] = useState(0);

  useLayoutEffect(() => {
    if (fieldFocusRequests > 0) firstInvalidControl(formElement.current, form)?.focus();
  }, [fieldFocusRequests, form]);

  function showFailure(error: unknown): SendOutcome {
    const failure = describeFailure
      ? describeFailure(error)
      : describeSendFailure(error, schemaFieldNames(schema));
    failure.fields.forEach(({ name, message }) => form.setError(name, { message }));
    setAlert(failure.message);
    // The form's message takes focus when there is one (FormAlert); otherwise a field does.
    return failure.message || failure.fields.length === 0 ? 'failed' : 'fieldsRefused';
  }

  async function sendShowingFailure(values: z.output<Schema>): Promise<SendOutcome> {
    setSending(true);
    try {
      await send(values);
      return 'sent';
    } catch (error) {
      return showFailure(error);
    } finally {
      setSending(false);
    }
  }

  return {
    form,
    /** The form's onSubmit. */
    async submit(event?: BaseSyntheticEvent) {
      setAlert(null);
      if (event?.currentTarget instanceof HTMLFormElement)
        formElement.current = event.currentTarget;
      // Stays so when the schema's check finds fields to correct: nothing is sent then.
      let outcome: SendOutcome = 'fieldsRefused';
      await form.handleSubmit(async (values) => {
        outcome = await sendShowingFailure(values);
      })(event);
      if (outcome === 'fieldsRefused')
        flushSync(() => setFieldFocusRequests((requests) => requests + 1));
    },
    /** The form's own failure message, for its FormAlert. */
    alert,
    /** True while the checked values are on their way to the gateway (for a message that says so). */
    sending,
  };
}

export type GatewayForm<Schema extends FormSchema> = ReturnType<typeof useGatewayForm<Schema>>;
