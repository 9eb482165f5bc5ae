/**
 * Where this site serves the gateway's `users/sign_out` (pages/api/users/sign_out.ts):
 * `next.config.ts` redirects the gateway's own path here. Kept apart from embedded.ts so the
 * config can read it without loading the gateway.
 */
export const EMBEDDED_SIGN_OUT_PATH = '/api/users/sign_out';
