import { DEFAULT_FEATURE_FLAGS } from '@/lib/content/feature-flags';
import type { FeatureFlags } from '@/lib/gateway/contract/account-sections';
import { cachedFeatureFlags, FEATURE_FLAGS_MAX_AGE_MS } from './cached-feature-flags';

const OFF: FeatureFlags = { prospectSwitchJourneyEnabled: false, renewalPromotionEnabled: false };

function setUp(answers: (() => Promise<FeatureFlags>)[]) {
  let time = 0;
  const read = vi.fn(() => answers.shift()?.() ?? Promise.reject(new Error('no answer')));
  const flags = cachedFeatureFlags({ read, now: () => new Date(time) });
  return {
    flags,
    read,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

/** Lets a read started in the background finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('cachedFeatureFlags', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('waits for the first read, then asks again only once the value is a minute old', async () => {
    const { flags, read, advance } = setUp([
      () => Promise.resolve(OFF),
      () => Promise.resolve(DEFAULT_FEATURE_FLAGS),
    ]);
    expect(await flags()).toEqual(OFF);
    advance(FEATURE_FLAGS_MAX_AGE_MS - 1);
    expect(await flags()).toEqual(OFF);
    expect(read).toHaveBeenCalledTimes(1);

    advance(1);
    expect(await flags()).toEqual(OFF);
    await settle();
    expect(await flags()).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps the last value read while the content service does not answer', async () => {
    const { flags, read, advance } = setUp([() => Promise.resolve(OFF)]);
    await flags();
    advance(FEATURE_FLAGS_MAX_AGE_MS);
    await flags();
    await settle();
    expect(await flags()).toEqual(OFF);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('answers the defaults when no read has ever succeeded, and tries again a minute later', async () => {
    const { flags, read, advance } = setUp([
      () => Promise.reject(new Error('down')),
      () => Promise.resolve(OFF),
    ]);
    expect(await flags()).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(await flags()).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(read).toHaveBeenCalledTimes(1);
    advance(FEATURE_FLAGS_MAX_AGE_MS);
    expect(await flags()).toEqual(OFF);
  });

  it('shares one read between requests that arrive together', async () => {
    const { flags, read } = setUp([() => Promise.resolve(OFF)]);
    expect(await Promise.all([flags(), flags()])).toEqual([OFF, OFF]);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
