import { createContext, useContext } from 'react';
import type { FeatureFlags } from './access';

/** Both switches are on unless the CMS's `feature-flags` datasource turns them off. */
export const DEFAULT_FEATURE_FLAGS: FeatureFlags = {
  prospectSwitchJourneyEnabled: true,
  renewalPromotionEnabled: true,
};

/** The site's feature flags, from the page's site chrome; SessionProvider provides them. */
export const FeatureFlagsContext = createContext<FeatureFlags>(DEFAULT_FEATURE_FLAGS);

export const useFeatureFlags = () => useContext(FeatureFlagsContext);
