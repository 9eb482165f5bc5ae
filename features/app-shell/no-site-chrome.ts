/** Both switches are on unless the CMS's `feature-flags` datasource turns them off. */
export const DEFAULT_FEATURE_FLAGS = {
  prospectSwitchJourneyEnabled: true,
  renewalPromotionEnabled: true,
};

/** A page without site chrome (or with none that could be read): no navigation or banner. */
export const NO_SITE_CHROME = { featureFlags: DEFAULT_FEATURE_FLAGS };
