/**
 * Poll rules the CMS schema (zod/mini, shipped on marketing pages) shares with the contract,
 * kept free of imports so the block schema does not pull in the contract's classic zod.
 */

/** Poll and option ids: lower-case letters, digits and hyphens, at most 64. */
export const POLL_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

/** A poll counts votes for at most this many different options. */
export const MAX_POLL_OPTIONS = 12;
