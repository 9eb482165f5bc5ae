import { makeNavigationStoryContent } from '@/tests/utils/navigation';
import { makeBannerConfigBlok } from '@/tests/utils/site-banner';
import { parseSiteChrome } from './site-chrome';

describe('parseSiteChrome', () => {
  it('reads navigation, banner and flags, and reads its own output the same way', () => {
    const chrome = parseSiteChrome({
      navigation: makeNavigationStoryContent(),
      banner: makeBannerConfigBlok(),
      featureFlags: { prospectSwitchJourneyEnabled: false },
    });
    expect(chrome.navigation?.header.length).toBeGreaterThan(0);
    expect(chrome.banner?.heading).toBe('The energy price cap changes on 1 October');
    expect(chrome.featureFlags).toEqual({
      prospectSwitchJourneyEnabled: false,
      renewalPromotionEnabled: true,
    });
    expect(parseSiteChrome(JSON.parse(JSON.stringify(chrome)))).toEqual(chrome);
  });

  it('gives no chrome for missing props', () => {
    expect(parseSiteChrome(undefined)).toEqual({
      featureFlags: { prospectSwitchJourneyEnabled: true, renewalPromotionEnabled: true },
    });
  });

  it('ignores invalid props with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseSiteChrome({ banner: { heading: 42 } }).banner).toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
