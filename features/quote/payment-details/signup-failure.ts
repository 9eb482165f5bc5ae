import { failureMessage, type SendFailure } from '@/lib/forms/send-failure';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { stepPath } from '../journey/steps';

export const PAYMENT_FIELDS = [
  'accountHolderName',
  'sortCode',
  'accountNumber',
  'directDebitDayOfMonth',
  'soleAuthoriser',
] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];

export const LOGIN_PATH = '/accounts/login';

export interface FailureLink {
  href: string;
  label: string;
}

/** A failed sign-up as the payment step shows it: beside its fields, or once with a way on. */
export interface SignupFailure extends SendFailure<PaymentField> {
  links: readonly FailureLink[];
}

const LOG_IN: FailureLink = { href: LOGIN_PATH, label: 'Log in to your account' };
const PERSONAL_DETAILS: FailureLink = {
  href: stepPath('personal-details'),
  label: 'Check your personal details',
};
const SELECT_TARIFF: FailureLink = {
  href: stepPath('select-tariff'),
  label: 'Choose your tariff again',
};
const NEW_QUOTE: FailureLink = { href: stepPath('quote'), label: 'Get a new quote' };

/** 409: an account already open for the quote, or a quote that no longer holds. */
function conflictLinks(error: GatewayError): FailureLink[] {
  if (/log in/i.test(error.message)) return [LOG_IN];
  return [/tariff/i.test(error.message) ? SELECT_TARIFF : NEW_QUOTE];
}

/** 400/422: payment fields beside themselves; personal details once, with a way back to them. */
function invalidFields(error: GatewayError, message: string): SignupFailure {
  const fields = error.fields.flatMap(({ path, message: words }) => {
    const name = PAYMENT_FIELDS.find((field) => path === `body.payment.${field}`);
    return name ? [{ name, message: words }] : [];
  });
  const personal = error.fields.filter(({ path }) => path.startsWith('body.personalDetails.'));
  if (personal.length > 0) {
    const words = personal.map(({ message: text }) => text).join(' ');
    return { message: words, fields, links: [PERSONAL_DETAILS] };
  }
  return { message: fields.length > 0 ? null : message, fields, links: [] };
}

/**
 * The gateway's words for a failed sign-up, where the prospect can act on them. 404 (the quote
 * has gone) leads back to the tariffs. A network failure or 5xx gives the message alone:
 * "Sign up" again retries with the same values (and the same Idempotency-Key).
 */
export function describeSignupFailure(error: unknown): SignupFailure {
  if (error instanceof IncompleteSignupError) {
    return { message: INCOMPLETE_SIGNUP_MESSAGE, fields: [], links: [PERSONAL_DETAILS] };
  }
  const message = failureMessage(error);
  if (!(error instanceof GatewayError)) return { message, fields: [], links: [] };
  switch (error.statusCode) {
    case 409:
      return { message, fields: [], links: conflictLinks(error) };
    case 404:
      return { message, fields: [], links: [SELECT_TARIFF] };
    case 400:
    case 422:
      return invalidFields(error, message);
    default:
      return { message, fields: [], links: [] };
  }
}

/** Thrown when the journey no longer holds everything a sign-up needs (e.g. after a reload). */
export class IncompleteSignupError extends Error {
  constructor() {
    super('Some of your details are missing');
    this.name = 'IncompleteSignupError';
  }
}

export const INCOMPLETE_SIGNUP_MESSAGE =
  'We need a few of your details again before you can sign up. Please check your personal details.';
