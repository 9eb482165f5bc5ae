import { z } from 'zod';
import { navigationContentSchema } from '@/features/navigation';
import { bannerConfigSchema } from '@/features/site-banner';

const featureFlagsSchema = z.object({
  prospectSwitchJourneyEnabled: z.boolean().default(true),
  renewalPromotionEnabled: z.boolean().default(true),
});

/**
 * What every page's layout shows around the page, from `pageProps.siteChrome`: the CMS
 * navigation story's content, the banner config and the feature flags the menu rules read.
 * Each part may be missing; the layout then leaves it out.
 */
export const siteChromeSchema = z.object({
  navigation: navigationContentSchema.optional(),
  banner: bannerConfigSchema.optional(),
  featureFlags: featureFlagsSchema.default({
    prospectSwitchJourneyEnabled: true,
    renewalPromotionEnabled: true,
  }),
});
export type SiteChrome = z.infer<typeof siteChromeSchema>;
export type SiteChromeInput = z.input<typeof siteChromeSchema>;

/** Page props cross a boundary (JSON from the server): check them; a bad value shows no chrome. */
export function parseSiteChrome(value: unknown): SiteChrome {
  const result = siteChromeSchema.safeParse(value ?? {});
  if (result.success) return result.data;
  console.warn(`Ignored invalid siteChrome page props: ${z.prettifyError(result.error)}`);
  return siteChromeSchema.parse({});
}
