import { SERVER_ERROR_MESSAGE } from '../gateway/contract/messages';
import { GatewayError } from '../gateway/gateway-error';

/** What a form shows when sending failed. */
export interface SendFailure<Name extends string = string> {
  /** For the whole form, in its FormAlert; null when the fields say it all. */
  message: string | null;
  /** Shown beside each named field. */
  fields: readonly { name: Name; message: string }[];
}

/**
 * The invalid fields a gateway answer names (`body.email` → `email`), limited to those the form
 * has, so each message can be shown beside its field. Any other failure gives none.
 */
export function gatewayFieldErrors<Name extends string>(
  error: unknown,
  fieldNames: readonly Name[],
): { name: Name; message: string }[] {
  if (!(error instanceof GatewayError)) return [];
  return error.fields.flatMap(({ path, message }) => {
    const name = fieldNames.find((field) => path === `body.${field}`);
    return name ? [{ name, message }] : [];
  });
}

/** What to tell the person when a send failed for a reason no single field explains. */
export function failureMessage(error: unknown): string {
  return error instanceof GatewayError ? error.message : SERVER_ERROR_MESSAGE;
}

/**
 * The usual account of a failed send: the gateway's message beside each field it names, or else
 * one message for the whole form.
 */
export function describeSendFailure<Name extends string>(
  error: unknown,
  fieldNames: readonly Name[],
): SendFailure<Name> {
  const fields = gatewayFieldErrors(error, fieldNames);
  return { fields, message: fields.length > 0 ? null : failureMessage(error) };
}
