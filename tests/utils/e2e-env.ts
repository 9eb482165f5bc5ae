/** Runtime secrets the end-to-end server starts with, so specs can act as Storyblok. */
export const E2E_SECRETS = {
  PREVIEW_SECRET: 'e2e-preview-secret-0001',
  STORYBLOK_PREVIEW_TOKEN: 'e2e-storyblok-preview-token',
  REVALIDATE_SECRET: 'e2e-revalidate-secret-0001',
};

/** The staging build the end-to-end suite serves beside the main one, from its own folder. */
export const E2E_STAGING_ENV = {
  NEXT_DIST_DIR: '.next-staging',
  NEXT_PUBLIC_ENVIRONMENT: 'staging',
  NEXT_PUBLIC_STAGING_BANNER_COLOUR: 'red',
  GATEWAY_JWT_SECRET: 'e2e-staging-gateway-jwt-secret-0001',
};

/**
 * The main end-to-end server is what is deployed: a production build, with the secrets
 * production needs. Production keeps the gateway's rate limits on; two browsers log in, quote
 * and sign up from 127.0.0.1 far faster than people do, so its limits are raised out of their
 * reach (gateway/http/rate-limits.test.ts and gateway/embedded.test.ts prove the defaults).
 * Login lockouts keep their numbers (session.spec.ts).
 */
export const E2E_PRODUCTION_ENV = {
  NEXT_PUBLIC_ENVIRONMENT: 'production',
  NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
  GATEWAY_JWT_SECRET: 'e2e-production-gateway-jwt-secret-01',
  ...Object.fromEntries(
    [
      'LOGIN',
      'ADDRESSES',
      'QUOTES',
      'SIGNUPS',
      'VOTES',
      'CONTACT',
      'EV_REMINDERS',
      'PASSWORD_RESETS',
      'REFERRAL_CODES',
      'VEHICLE_CHECKS',
    ].map((group) => [`RATE_LIMIT_${group}`, '100000/1m']),
  ),
};

/** Staging may switch the rate limits off, and its end-to-end server does (see above). */
export const E2E_STAGING_GATEWAY_ENV = { RATE_LIMITS: 'off' };
