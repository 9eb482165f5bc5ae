import { createContext, useContext } from 'react';
import { DEFAULT_FEATURE_FLAGS } from '@/lib/content/feature-flags';
import type { FeatureFlags } from './access';

/** The site's feature flags, from the page's site chrome; SessionProvider provides them. */
export const FeatureFlagsContext = createContext<FeatureFlags>(DEFAULT_FEATURE_FLAGS);

export const useFeatureFlags = () => useContext(FeatureFlagsContext);
