/** The editor the end-to-end servers let into the local editor (EDITOR_ENABLED). */
export const E2E_EDITOR = {
  email: 'editor@so.energy',
  name: 'Erin Editor',
  password: 'e2e-editor-password-0001',
  passwordHash:
    '$argon2id$v=19$m=19456,t=2,p=1$8vjrUHFYc1KVozT1pekgGg$D2zi4flC9UntKpOuqT/X2IxqNjuWuQcBbnCeu650D7o',
};

/**
 * An editor of their own for the second-factor spec (editor-second-factor.spec.ts), which sets
 * up their authenticator app: the other editor specs may have set up E2E_EDITOR's already.
 */
export const E2E_SECOND_FACTOR_EDITOR = {
  email: 'second-factor@so.energy',
  name: 'Sam Second-Factor',
  password: 'e2e-second-factor-password-0001',
  passwordHash:
    '$argon2id$v=19$m=19456,t=2,p=1$psYpotbI/Yxxvn93ClV9YQ$j9tbXgC1OiVdGi2Wbpefx9LXW+EqUj6sw0TgqRopI3M',
};

/**
 * The main end-to-end server's editors' second factors (EDITOR_FACTORS_PATH), in its data
 * folder: a run starts with no editor enrolled, and specs read a secret here to make codes.
 */
export const E2E_EDITOR_FACTORS_PATH = '.data/e2e/editor-factors.json';

/**
 * Runtime secrets the end-to-end server starts with, so specs can act as Storyblok and sign
 * in to the local editor, which is on as a deployment would turn it on.
 */
export const E2E_SECRETS = {
  PREVIEW_SECRET: 'e2e-preview-secret-0001',
  STORYBLOK_PREVIEW_TOKEN: 'e2e-storyblok-preview-token',
  REVALIDATE_SECRET: 'e2e-revalidate-secret-0001',
  EDITOR_ENABLED: 'true',
  EDITORS: JSON.stringify(
    [E2E_EDITOR, E2E_SECOND_FACTOR_EDITOR].map(({ email, name, passwordHash }) => ({
      email,
      name,
      passwordHash,
    })),
  ),
  EDITOR_SESSION_SECRET: 'e2e-editor-session-secret-0000000001',
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
  TRUSTED_PROXIES: 'none',
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
      'SWITCH_RATINGS',
      'DATA_EXPORTS',
    ].map((group) => [`RATE_LIMIT_${group}`, '100000/1m']),
  ),
};

/** Staging may switch the rate limits off, and its end-to-end server does (see above). */
export const E2E_STAGING_GATEWAY_ENV = { RATE_LIMITS: 'off' };
