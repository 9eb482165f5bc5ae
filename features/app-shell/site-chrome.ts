import * as z from 'zod/mini';
import { englishIssues } from '@/lib/content/fields';
import { navigationContentSchema } from '@/features/navigation';
import { bannerConfigSchema } from '@/features/site-banner';
import { DEFAULT_FEATURE_FLAGS } from '@/lib/content/feature-flags';

const featureFlagsSchema = z.object({
  prospectSwitchJourneyEnabled: z._default(z.boolean(), true),
  renewalPromotionEnabled: z._default(z.boolean(), true),
});

/**
 * What every page's layout shows around the page: the CMS navigation story's content, the banner
 * config and the feature flags the permission model reads (`_app` hands them to SessionProvider).
 * Each part may be missing; the layout then leaves it out. Parsed on the server (server.ts), so
 * `pageProps.siteChrome` reaches the browser already in this shape, and no schema goes with it.
 */
export const siteChromeSchema = z.object({
  navigation: z.optional(navigationContentSchema),
  banner: z.optional(bannerConfigSchema),
  featureFlags: z._default(featureFlagsSchema, () => ({ ...DEFAULT_FEATURE_FLAGS })),
});
export type SiteChrome = z.infer<typeof siteChromeSchema>;
export type SiteChromeInput = z.input<typeof siteChromeSchema>;

/** The CMS content crosses a boundary: check it; a bad value shows no chrome. */
export function parseSiteChrome(value: unknown): SiteChrome {
  const result = siteChromeSchema.safeParse(value ?? {}, englishIssues);
  if (result.success) return result.data;
  console.warn(`Ignored invalid siteChrome page props: ${z.prettifyError(result.error)}`);
  return siteChromeSchema.parse({});
}
