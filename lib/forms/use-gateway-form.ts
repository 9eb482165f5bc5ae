import { useState, type BaseSyntheticEvent } from 'react';
import type { DefaultValues, Path } from 'react-hook-form';
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
 * A form that sends to the gateway: react-hook-form checked by the schema, then `send`. While
 * it sends, a SubmitButton is busy and disabled. When the send fails, nothing typed is lost:
 * the gateway's messages appear beside their fields (the first takes focus), or one message
 * appears in the form's FormAlert (`alert`), which takes focus.
 */
export function useGatewayForm<Schema extends FormSchema>({
  schema,
  defaultValues,
  send,
  describeFailure,
}: GatewayFormOptions<Schema>) {
  const form = useSchemaForm(schema, defaultValues);
  const [alert, setAlert] = useState<string | null>(null);

  function showFailure(error: unknown) {
    const failure = describeFailure
      ? describeFailure(error)
      : describeSendFailure(error, schemaFieldNames(schema));
    // The form's message takes focus when there is one; otherwise the first field named does.
    failure.fields.forEach(({ name, message }, index) =>
      form.setError(name, { message }, { shouldFocus: index === 0 && !failure.message }),
    );
    setAlert(failure.message);
  }

  const sendChecked = form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      showFailure(error);
    }
  });

  return {
    form,
    /** The form's onSubmit. */
    submit(event?: BaseSyntheticEvent) {
      setAlert(null);
      return sendChecked(event);
    },
    /** The form's own failure message, for its FormAlert. */
    alert,
  };
}

export type GatewayForm<Schema extends FormSchema> = ReturnType<typeof useGatewayForm<Schema>>;
