import { navigationContentSchema, type NavigationContent } from '@/features/navigation';

let uid = 0;
const nextUid = () => `nav-${(uid += 1)}`;

/** Routes the app itself serves: not CMS stories, so url links rather than story links. */
const APP_ROUTES = ['/accounts', '/energy/'];

/** A Storyblok multilink: story links for CMS pages of this site, url links for anything else. */
function multilink(href: string) {
  return href.startsWith('/') && !APP_ROUTES.some((route) => href.startsWith(route))
    ? { linktype: 'story', cached_url: href.slice(1), url: '', fieldtype: 'multilink' }
    : { linktype: 'url', url: href, cached_url: href, fieldtype: 'multilink' };
}

interface RawItemOverrides {
  navTitle?: string;
  navLinks?: object[];
  tracking?: string;
  hideWhenLoggedIn?: boolean;
  hideWhenLoggedOut?: boolean;
  showAsButton?: boolean;
  backgroundColor?: string | { color: string };
  fontColor?: string | { color: string };
}

/** A navigation item as the CMS story stores it. */
export function makeNavigationItemBlok(
  name: string,
  href?: string,
  overrides: RawItemOverrides = {},
) {
  return {
    _uid: nextUid(),
    component: overrides.navLinks ? 'nav_group' : 'nav_item',
    name,
    link: href === undefined ? undefined : multilink(href),
    navTitle: '',
    navLinks: [],
    tracking: `navigation: ${name}`,
    hideWhenLoggedIn: false,
    hideWhenLoggedOut: false,
    showAsButton: false,
    ...overrides,
  };
}

const item = makeNavigationItemBlok;

/** The account links of the header (canonical routes from docs/architecture.md "Routes"). */
export const accountLinks = {
  home: '/accounts',
  renew: '/accounts/renew',
  fixedRenew: '/accounts/renew?fixed-contract',
  balance: '/accounts/balance',
  readings: '/accounts/readings',
  usage: '/accounts/usage',
  payments: '/accounts/payments',
  personalDetails: '/accounts/edit',
  tariff: '/accounts/tariff-information',
  refer: '/accounts/refer',
  change: '/accounts/change',
  smartMeter: '/accounts/smart_meter_portal',
  warmHomeDiscount: '/accounts/warm-home-discount',
  helpMoving: '/accounts/help/moving',
  moveOutStatus: '/accounts/move-out/status',
  admin: '/accounts/admin',
} as const;

/** The content of the CMS "navigation" story, seeded with SPEC §2's entries. */
export function makeNavigationStoryContent() {
  return {
    _uid: nextUid(),
    component: 'navigation',
    header: [
      item('Our products', undefined, {
        navTitle: 'Energy and more for your home',
        navLinks: [
          item('All products', '/our-tariffs'),
          item('Solar', 'https://www.so.energy/solar'),
          item('Heat pumps', '/heat-pump'),
          item('Smart meters', 'https://www.so.energy/smart-meters'),
          item('Home cover', 'https://www.so.energy/home-cover'),
        ],
      }),
      item('Help', undefined, {
        navTitle: 'Help and support',
        navLinks: [
          item('Support', 'https://help.so.energy'),
          item('Moving home', '/moving-home'),
          item('Emergency', '/emergency'),
          item('Price cap', 'https://www.so.energy/price-cap'),
          item('Warm Home Discount', 'https://www.so.energy/warm-home-discount'),
          item('Saving tips', '/tips'),
          item('IHD troubleshooting', '/troubleshooting-ihd'),
          item('Unhappy with us?', '/unhappy'),
        ],
      }),
      item('About', undefined, {
        navTitle: 'About So Energy',
        navLinks: [
          item('About us', '/about'),
          item('Our energy', '/our-energy'),
          item('Reviews', '/reviews'),
          item('News', '/blog'),
          item('Careers', '/careers'),
        ],
      }),
      item('My account', undefined, {
        navTitle: 'Your account',
        hideWhenLoggedOut: true,
        navLinks: [
          item('Account home', accountLinks.home),
          item('Renew your tariff', accountLinks.renew),
          item('Fix your tariff', accountLinks.fixedRenew),
          item('Bills & Transactions', accountLinks.balance),
          item('Energy Usage', accountLinks.usage),
          item('Payments', accountLinks.payments),
          item('Tariff Details', accountLinks.tariff),
          item('Personal details', accountLinks.personalDetails),
          item('Refer a Friend', accountLinks.refer),
          item('Change Account', accountLinks.change),
          item('Book a smart meter', accountLinks.smartMeter),
          item('Warm Home Discount', accountLinks.warmHomeDiscount),
          item('Moving home', accountLinks.helpMoving),
          item('Moving Home', accountLinks.moveOutStatus),
          item('Admin', accountLinks.admin),
        ],
      }),
      item('Meter Readings', accountLinks.readings),
      item('Get a quote', '/get-a-quote', {
        showAsButton: true,
        hideWhenLoggedIn: true,
        backgroundColor: '#ffd23f',
        fontColor: '#07402a',
      }),
    ],
    footer: [
      item('About us', '/about'),
      item('Our tariffs', '/our-tariffs'),
      item('Emergency', '/emergency'),
      item('Terms', '/terms'),
      item('Privacy', '/privacy'),
      item('Cookies', '/cookies'),
      item('Modern slavery statement', '/modern-slavery-statement'),
      item('Gender pay report', 'https://www.so.energy/pay-report'),
      item('Accessibility statement', '/accessibility-statement'),
      item('Careers', 'https://careers.so.energy'),
    ],
  };
}

export function makeNavigation(overrides: Partial<NavigationContent> = {}): NavigationContent {
  return { ...navigationContentSchema.parse(makeNavigationStoryContent()), ...overrides };
}
