import { getDatasource, getStory } from '@/lib/content/content-service';
import { FEATURE_FLAGS_DATASOURCE, featureFlagsFrom } from '@/lib/content/feature-flags';
import type { SiteChromeInput } from './site-chrome';

/** The CMS content as loaded; `_app` checks it with siteChromeSchema before showing it. */
export interface RawSiteChrome {
  navigation?: unknown;
  banner?: unknown;
  featureFlags: NonNullable<SiteChromeInput['featureFlags']>;
}

export const NAVIGATION_STORY = 'site/navigation';
export const BANNER_STORY = 'site/banner';

/** What every page's layout needs from the CMS: navigation, banner config and feature flags. */
export async function loadSiteChrome({ preview }: { preview: boolean }): Promise<RawSiteChrome> {
  const [navigation, banner, flags] = await Promise.all([
    getStory(NAVIGATION_STORY, { preview }),
    getStory(BANNER_STORY, { preview }),
    getDatasource(FEATURE_FLAGS_DATASOURCE),
  ]);
  return {
    ...(navigation && { navigation: navigation.content }),
    ...(banner && { banner: banner.content }),
    featureFlags: featureFlagsFrom(flags),
  };
}
