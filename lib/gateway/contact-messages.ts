import * as contact from './contract/contact';
import { gateway, type CallOptions } from './client';

/** Pass the same `idempotencyKey` when retrying a send, so a retry cannot send it twice. */
export const sendContactMessage = (
  body: contact.ContactRequest,
  options: CallOptions & { idempotencyKey: string },
) => gateway.call(contact.sendContactMessage, { body }, options);
