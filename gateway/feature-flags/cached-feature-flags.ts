import { DEFAULT_FEATURE_FLAGS } from '@/lib/content/feature-flags';
import type { FeatureFlags } from '@/lib/gateway/contract/account-sections';

/** The CMS's switches as the gateway knows them now. */
export type FeatureFlagsReader = () => Promise<FeatureFlags>;

export const FEATURE_FLAGS_MAX_AGE_MS = 60_000;

interface CachedFeatureFlagsOptions {
  read: () => Promise<FeatureFlags>;
  now: () => Date;
  maxAgeMs?: number;
}

/**
 * The switches read again at most once a minute. Only the first read is waited for; after it a
 * request gets the last value read while a fresher one is fetched, so a slow content service
 * never slows a write. A failed read keeps the last value (the defaults, all on, when none was
 * ever read, as the site shows when the datasource is empty) and is tried again a minute later.
 */
export function cachedFeatureFlags({
  read,
  now,
  maxAgeMs = FEATURE_FLAGS_MAX_AGE_MS,
}: CachedFeatureFlagsOptions): FeatureFlagsReader {
  let known: FeatureFlags | undefined;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | undefined;

  const refresh = () =>
    (reading ??= read()
      .then(
        (flags) => {
          known = flags;
        },
        (error: unknown) => {
          console.warn(`Gateway: could not read the CMS's feature flags: ${String(error)}`);
        },
      )
      .finally(() => {
        readAt = now().getTime();
        reading = undefined;
      }));

  return async () => {
    if (now().getTime() - readAt >= maxAgeMs) {
      const refreshed = refresh();
      if (known === undefined) await refreshed;
    }
    return known ?? DEFAULT_FEATURE_FLAGS;
  };
}
