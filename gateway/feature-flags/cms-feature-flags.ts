import { getDatasource } from '@/lib/content/content-service';
import { FEATURE_FLAGS_DATASOURCE, featureFlagsFrom } from '@/lib/content/feature-flags';
import { cachedFeatureFlags, type FeatureFlagsReader } from './cached-feature-flags';

/**
 * The `feature-flags` datasource of the content source the site is configured with
 * (CONTENT_SOURCE), read as the site reads it, so that a switch the screen keeps the gateway
 * keeps too.
 */
export function cmsFeatureFlags(now: () => Date): FeatureFlagsReader {
  return cachedFeatureFlags({
    read: async () => featureFlagsFrom(await getDatasource(FEATURE_FLAGS_DATASOURCE)),
    now,
  });
}
