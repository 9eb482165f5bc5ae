/**
 * Words the gateway and the site both say. Kept free of zod so browser code (the form kit on a
 * marketing page) can import them without downloading the contract's schemas.
 */

/** Our customer service line, as the gateway's messages give it. */
export const SUPPORT_PHONE = '0330 111 5050';

/** Days a customer has to cancel a new contract (a switch or a renewal) at no cost. */
export const COOLING_OFF_DAYS = 14;

/** A failure on the server's side, with no detail worth showing the customer. */
export const SERVER_ERROR_MESSAGE =
  'Something went wrong on our side. Please try again in a few minutes.';

/** How long to wait, as a customer reads it: "1 minute", "14 minutes", "3 hours". */
export function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return '1 minute';
  if (minutes < 120) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}
