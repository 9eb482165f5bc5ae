/**
 * How long a refund takes, with no imports: Bills & Transactions says it without downloading
 * the contract's classic zod.
 */

/** How long a refund takes to reach the customer's bank, as the screen and the email say. */
export const REFUND_WORKING_DAYS = 5;
