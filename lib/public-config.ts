import * as z from 'zod/mini';
import { tagManagerIdPattern } from './analytics/tag-manager';
import { httpUrl, parseEnv, type RawEnv } from './env-schema';

export const environments = ['production', 'staging', 'development'] as const;
export type Environment = (typeof environments)[number];

export const environmentSchema = z._default(
  z.enum(environments, { error: `expected one of ${environments.join(', ')}` }),
  'development',
);

/** SPEC §2: the staging banner is red or yellow. */
export const stagingBannerColours = ['red', 'yellow'] as const;
export type StagingBannerColour = (typeof stagingBannerColours)[number];

export const publicEnvSchema = z.pipe(
  z.object({
    NEXT_PUBLIC_ENVIRONMENT: environmentSchema,
    NEXT_PUBLIC_SITE_URL: z._default(httpUrl, 'http://localhost:3000'),
    NEXT_PUBLIC_GATEWAY_URL: z.optional(httpUrl),
    NEXT_PUBLIC_GTM_ID: z.optional(
      z.string().check(z.regex(tagManagerIdPattern, 'expected a Google Tag Manager id (GTM-…)')),
    ),
    NEXT_PUBLIC_STAGING_BANNER_COLOUR: z._default(
      z.enum(stagingBannerColours, { error: 'expected red or yellow' }),
      'yellow',
    ),
  }),
  z.transform((env) => ({
    environment: env.NEXT_PUBLIC_ENVIRONMENT,
    siteUrl: env.NEXT_PUBLIC_SITE_URL,
    /** Base URL of the portal gateway; empty means this site's origin (/api/v1). */
    gatewayUrl: env.NEXT_PUBLIC_GATEWAY_URL ?? '',
    /** Google Tag Manager container; without it no tag manager script is added. */
    gtmId: env.NEXT_PUBLIC_GTM_ID,
    /** The staging banner's colour (only staging shows the banner). */
    stagingBannerColour: env.NEXT_PUBLIC_STAGING_BANNER_COLOUR,
  })),
);

export type PublicConfig = z.output<typeof publicEnvSchema>;

export function parsePublicEnv(env: RawEnv): PublicConfig {
  return parseEnv(publicEnvSchema, env);
}

/**
 * Safe in the browser. Next inlines `process.env.NEXT_PUBLIC_*` only where it is read by its
 * literal name, so each variable is listed here and nothing else from the environment is.
 */
export const publicConfig: PublicConfig = parsePublicEnv({
  NEXT_PUBLIC_ENVIRONMENT: process.env.NEXT_PUBLIC_ENVIRONMENT,
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  // Derived from GATEWAY_URL in next.config.ts (`env`), so it is never set by hand.
  NEXT_PUBLIC_GATEWAY_URL: process.env.NEXT_PUBLIC_GATEWAY_URL,
  NEXT_PUBLIC_GTM_ID: process.env.NEXT_PUBLIC_GTM_ID,
  NEXT_PUBLIC_STAGING_BANNER_COLOUR: process.env.NEXT_PUBLIC_STAGING_BANNER_COLOUR,
});
