import type { FieldError } from './contract/errors';
import { SERVER_ERROR_MESSAGE } from './contract/messages';

/** What the customer is told when the gateway gives no message of its own. */
const MESSAGE_FOR_STATUS: Readonly<Record<number, string>> = {
  400: 'Some of the details are not valid. Please check them and try again.',
  401: 'Your session has ended. Please log in again.',
  403: 'You do not have permission to do that.',
  404: 'We could not find what you were looking for.',
  409: 'That has already been done.',
  422: 'Please check the details and try again.',
  429: 'Too many attempts. Please wait a few minutes and try again.',
};

export const NETWORK_ERROR_MESSAGE =
  'We could not reach our servers. Please check your connection and try again.';

export function messageForStatus(statusCode: number): string {
  return MESSAGE_FOR_STATUS[statusCode] ?? SERVER_ERROR_MESSAGE;
}

/** A failed gateway call (SPEC §8): a message for the customer and the status code. */
export class GatewayError extends Error {
  readonly statusCode: number;
  /** Invalid fields by path (e.g. `body.email`), for forms to show beside each field. */
  readonly fields: readonly FieldError[];

  constructor(
    message: string,
    statusCode = 500,
    options: { fields?: readonly FieldError[]; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'GatewayError';
    this.statusCode = statusCode;
    this.fields = options.fields ?? [];
  }
}
