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
 * Two browsers log in, quote and sign up from 127.0.0.1 far faster than people do, so the
 * end-to-end servers run with the gateway's rate limits off; gateway/http/rate-limits.test.ts
 * and gateway/embedded.test.ts prove them on. Login lockouts stay on (session.spec.ts).
 */
export const E2E_GATEWAY_ENV = { RATE_LIMITS: 'off' };
