import { bannerConfigSchema, type BannerConfig } from '@/features/site-banner';

/** The banner config as the CMS story stores it (Storyblok field shapes). */
export function makeBannerConfigBlok(overrides: Record<string, unknown> = {}) {
  return {
    _uid: 'banner-1',
    component: 'banner_config',
    enabled: true,
    expiryDate: '2099-12-31 00:00',
    pagesToShowOn: [],
    variant: 'standard',
    heading: 'The energy price cap changes on 1 October',
    dropdownContent:
      'Ofgem has set a new price cap for October to December. Customers on our variable tariff will see their unit rates and standing charges change.\n\nIf you are on a fixed tariff, your prices stay the same until your fix ends.',
    bannerImage: { filename: '', alt: '' },
    actionButton: [
      {
        _uid: 'banner-action-1',
        label: 'See our tariffs',
        link: { linktype: 'story', cached_url: 'our-tariffs', url: '' },
      },
    ],
    ...overrides,
  };
}

export function makeBannerConfig(overrides: Record<string, unknown> = {}): BannerConfig {
  return bannerConfigSchema.parse(makeBannerConfigBlok(overrides));
}

/** The review-site variant: a review site's logo and a link to read the reviews. */
export function makeReviewBannerConfig(overrides: Record<string, unknown> = {}): BannerConfig {
  return makeBannerConfig({
    variant: 'review-site',
    heading: 'Rated Excellent by thousands of customers',
    dropdownContent: '',
    bannerImage: { filename: '/favicon.svg', alt: 'So Energy reviews', width: 32, height: 32 },
    actionButton: [{ label: 'Read our reviews', link: '/reviews' }],
    ...overrides,
  });
}
