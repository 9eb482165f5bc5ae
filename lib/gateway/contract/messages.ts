/**
 * Words the gateway and the site both say. Kept free of zod so browser code (the form kit on a
 * marketing page) can import them without downloading the contract's schemas.
 */

/** A failure on the server's side, with no detail worth showing the customer. */
export const SERVER_ERROR_MESSAGE =
  'Something went wrong on our side. Please try again in a few minutes.';
