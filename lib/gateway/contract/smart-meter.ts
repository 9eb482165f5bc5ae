/**
 * A smart meter that has sent nothing for more than this many days is flagged to the customer.
 * Kept free of imports so the screens that flag it do not download the contract's classic zod.
 */
export const SMART_SILENT_AFTER_DAYS = 3;
