import { useLayoutEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { SendFailure } from './send-failure';

export interface GatewaySendingOptions<Input extends FieldValues, Output> {
  /**
   * Sends the checked values and acts on the answer (shows a confirmation…). Throwing (a
   * GatewayError) is a failure the form shows; a failure that is really an outcome, such as
   * "already rated", is caught here and shown as one.
   */
  send: (values: Output) => Promise<void>;
  /** The failure in words: messages beside the fields it names, or one for the whole form. */
  describeFailure: (error: unknown) => SendFailure<Path<Input>>;
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
 * Sending a checked react-hook-form to the gateway. While it sends, a SubmitButton is busy and
 * disabled. When the send fails, nothing typed is lost: the failure's messages appear beside
 * their fields (the first takes focus), or one message appears in the form's FormAlert
 * (`alert`), which takes focus. A field takes focus only once its error is drawn, so a screen
 * reader reads the error with the field's label. A check that cannot run (its code could not
 * be downloaded) is a failure too.
 */
export function useGatewaySending<Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
  { send, describeFailure }: GatewaySendingOptions<Input, Output>,
) {
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formElement = useRef<HTMLFormElement | null>(null);
  const [fieldFocusRequests, setFieldFocusRequests] = useState(0);

  useLayoutEffect(() => {
    if (fieldFocusRequests > 0) firstInvalidControl(formElement.current, form)?.focus();
  }, [fieldFocusRequests, form]);

  function showFailure(error: unknown): SendOutcome {
    const failure = describeFailure(error);
    failure.fields.forEach(({ name, message }) => form.setError(name, { message }));
    setAlert(failure.message);
    // The form's message takes focus when there is one (FormAlert); otherwise a field does.
    return failure.message || failure.fields.length === 0 ? 'failed' : 'fieldsRefused';
  }

  async function sendShowingFailure(values: Output): Promise<SendOutcome> {
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
    /** The form's onSubmit. */
    async submit(event?: BaseSyntheticEvent) {
      setAlert(null);
      if (event?.currentTarget instanceof HTMLFormElement)
        formElement.current = event.currentTarget;
      // Stays so when the schema's check finds fields to correct: nothing is sent then.
      let outcome: SendOutcome = 'fieldsRefused';
      try {
        await form.handleSubmit(async (values) => {
          outcome = await sendShowingFailure(values);
        })(event);
      } catch (error) {
        outcome = showFailure(error);
      }
      if (outcome === 'fieldsRefused')
        flushSync(() => setFieldFocusRequests((requests) => requests + 1));
    },
    /** The form's own failure message, for its FormAlert. */
    alert,
    /** True while the checked values are on their way to the gateway (for a message that says so). */
    sending,
  };
}
