import * as z from 'zod/mini';
import { tagManagerIdPattern } from './analytics/tag-manager';
import { httpUrl, parseEnv, type RawEnv } from './env-schema';
import {
  environments,
  PUBLIC_DEFAULTS,
  publicConfigOf,
  stagingBannerColours,
  type PublicConfig,
} from './public-config';

/**
 * The NEXT_PUBLIC_ variables, checked where they enter: lib/config.ts parses them with the
 * server's before dev, build or start runs (next.config.ts), stopping on a bad value. Browser
 * code reads the checked values from lib/public-config.ts, which needs no schema.
 */

export const environmentSchema = z._default(
  z.enum(environments, { error: `expected one of ${environments.join(', ')}` }),
  PUBLIC_DEFAULTS.environment,
);

export const publicEnvSchema = z.pipe(
  z.object({
    NEXT_PUBLIC_ENVIRONMENT: environmentSchema,
    NEXT_PUBLIC_SITE_URL: z._default(httpUrl, PUBLIC_DEFAULTS.siteUrl),
    NEXT_PUBLIC_GATEWAY_URL: z.optional(httpUrl),
    NEXT_PUBLIC_GTM_ID: z.optional(
      z.string().check(z.regex(tagManagerIdPattern, 'expected a Google Tag Manager id (GTM-…)')),
    ),
    NEXT_PUBLIC_STAGING_BANNER_COLOUR: z._default(
      z.enum(stagingBannerColours, { error: 'expected red or yellow' }),
      PUBLIC_DEFAULTS.stagingBannerColour,
    ),
  }),
  z.transform(publicConfigOf),
);

export function parsePublicEnv(env: RawEnv): PublicConfig {
  return parseEnv(publicEnvSchema, env);
}
