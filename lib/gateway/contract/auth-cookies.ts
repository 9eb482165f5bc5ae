/**
 * The HttpOnly cookies that carry the refresh token, and the one the site's scripts may read.
 * Apart from the schemas so that code on every page can read the names without loading zod.
 */
export const REFRESH_COOKIE_LONG_LIVED = 'myaccount_remember-me_long_lived_refresh_token';
export const REFRESH_COOKIE_SHORT_LIVED = 'myaccount_refresh_token';
export const REFRESH_AVAILABLE_COOKIE = 'website_refresh_token_available';
