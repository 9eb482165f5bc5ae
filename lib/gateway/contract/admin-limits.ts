/**
 * The staff Admin screen's limits, free of imports so the screen that states them does not
 * download the contract's classic zod.
 */

/** At most this many customers are found by one search; narrow it to see others. */
export const CUSTOMER_SEARCH_LIMIT = 20;

/** How many of a member of staff's latest searches and views their activity lists. */
export const STAFF_ACTIVITY_LIMIT = 10;
