/**
 * What product codes say about a tariff. Free of imports, so the quote cards that read them do
 * not bring the contract's classic zod to the pages that show them.
 */

/** SPEC §3: a tariff is a tracker if either product code contains this marker. */
export const TRACKER_MARKER = 'TRACKER';
/** SPEC §3 and §9: the flex (variable) tariff's electricity product code contains this. */
export const FLEX_MARKER = 'SOOC';
