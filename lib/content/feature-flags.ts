import type { FeatureFlags } from '@/lib/gateway/contract/account-sections';
import type { DatasourceEntry } from './story';

/** The CMS datasource of the site-wide switches; the site and the gateway both read it. */
export const FEATURE_FLAGS_DATASOURCE = 'feature-flags';

/** Both switches are on unless the CMS's `feature-flags` datasource turns them off. */
export const DEFAULT_FEATURE_FLAGS: FeatureFlags = {
  prospectSwitchJourneyEnabled: true,
  renewalPromotionEnabled: true,
};

function flag(entries: readonly DatasourceEntry[], name: string): boolean | undefined {
  const value = entries.find((entry) => entry.name === name)?.value;
  return value === undefined ? undefined : value === 'true';
}

/** The switches the datasource's entries set: `"true"` is on, any other value off, none the default. */
export function featureFlagsFrom(entries: readonly DatasourceEntry[]): FeatureFlags {
  return {
    prospectSwitchJourneyEnabled:
      flag(entries, 'prospect_switch_journey_enabled') ??
      DEFAULT_FEATURE_FLAGS.prospectSwitchJourneyEnabled,
    renewalPromotionEnabled:
      flag(entries, 'renewal_promotion_enabled') ?? DEFAULT_FEATURE_FLAGS.renewalPromotionEnabled,
  };
}
