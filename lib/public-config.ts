export const environments = ['production', 'staging', 'development'] as const;
export type Environment = (typeof environments)[number];

/** SPEC §2: the staging banner is red or yellow. */
export const stagingBannerColours = ['red', 'yellow'] as const;
export type StagingBannerColour = (typeof stagingBannerColours)[number];

/** What an unset NEXT_PUBLIC_ variable means. */
export const PUBLIC_DEFAULTS = {
  environment: 'development',
  siteUrl: 'http://localhost:3000',
  stagingBannerColour: 'yellow',
} as const satisfies Record<string, string>;

/** The NEXT_PUBLIC_ variables once checked (lib/public-env.ts). */
export interface PublicEnv {
  NEXT_PUBLIC_ENVIRONMENT: Environment;
  NEXT_PUBLIC_SITE_URL: string;
  NEXT_PUBLIC_GATEWAY_URL?: string | undefined;
  NEXT_PUBLIC_GTM_ID?: string | undefined;
  NEXT_PUBLIC_STAGING_BANNER_COLOUR: StagingBannerColour;
}

export function publicConfigOf(env: PublicEnv) {
  return {
    environment: env.NEXT_PUBLIC_ENVIRONMENT,
    siteUrl: env.NEXT_PUBLIC_SITE_URL,
    /** Base URL of the portal gateway; empty means this site's origin (/api/v1). */
    gatewayUrl: env.NEXT_PUBLIC_GATEWAY_URL ?? '',
    /** Google Tag Manager container; without it no tag manager script is added. */
    gtmId: env.NEXT_PUBLIC_GTM_ID,
    /** The staging banner's colour (only staging shows the banner). */
    stagingBannerColour: env.NEXT_PUBLIC_STAGING_BANNER_COLOUR,
  };
}
export type PublicConfig = ReturnType<typeof publicConfigOf>;

const given = (value: string | undefined) => value?.trim() || undefined;

/**
 * Safe in the browser, and read without a schema: every page loads this. The values were checked
 * before the site started (lib/public-env.ts, from next.config.ts, which also hands Next the
 * checked values to fix into the build). Next inlines `process.env.NEXT_PUBLIC_*` only where it
 * is read by its literal name, so each variable is listed here and nothing else from the
 * environment is.
 */
export const publicConfig: PublicConfig = publicConfigOf({
  NEXT_PUBLIC_ENVIRONMENT: (given(process.env.NEXT_PUBLIC_ENVIRONMENT) ??
    PUBLIC_DEFAULTS.environment) as Environment,
  NEXT_PUBLIC_SITE_URL: given(process.env.NEXT_PUBLIC_SITE_URL) ?? PUBLIC_DEFAULTS.siteUrl,
  NEXT_PUBLIC_GATEWAY_URL: given(process.env.NEXT_PUBLIC_GATEWAY_URL),
  NEXT_PUBLIC_GTM_ID: given(process.env.NEXT_PUBLIC_GTM_ID),
  NEXT_PUBLIC_STAGING_BANNER_COLOUR: (given(process.env.NEXT_PUBLIC_STAGING_BANNER_COLOUR) ??
    PUBLIC_DEFAULTS.stagingBannerColour) as StagingBannerColour,
});
