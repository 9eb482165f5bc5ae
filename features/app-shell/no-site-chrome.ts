import { DEFAULT_FEATURE_FLAGS } from '@/lib/content/feature-flags';

/** A page without site chrome (or with none that could be read): no navigation or banner. */
export const NO_SITE_CHROME = { featureFlags: DEFAULT_FEATURE_FLAGS };
