/**
 * A new customer's quote id as POST /api/v1/quotes gives it: a description of the quote request
 * (base64url), the quote's place among its quotes, its yearly cost in pence and the request's
 * MAC under the gateway's key (32 hex digits), joined by dots. Quotes given before these ids
 * have UUIDs, which sign-up accepts until they expire.
 */
export const DESCRIBED_QUOTE_ID = /^[A-Za-z0-9_-]{1,1024}\.\d{1,3}\.\d{1,9}\.[0-9a-f]{32}$/;
