/**
 * The timings of a move that screens state. Free of imports, so the screens that state them do
 * not download the contract's classic zod.
 */

/** How far back and ahead a customer may give their moving date, in days from today. */
export const MOVE_OUT_DAYS_BEFORE_TODAY = 28;
export const MOVE_OUT_DAYS_AFTER_TODAY = 90;

/** We send the final bill within this many days of the final reading (or the moving day). */
export const FINAL_BILL_DAYS = 14;
/** Credit left after the final bill is refunded within this many days of it. */
export const REFUND_DAYS = 10;
