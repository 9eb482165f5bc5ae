import {
  visibleMenuItems,
  type FeatureFlags,
  type NavigationItem,
  type NavigationSession,
} from '@/features/navigation';

interface AccountSection {
  name: string;
  href: string;
  description: string;
}

/** Account Home's way into each part of the account area (canonical routes). */
const ACCOUNT_SECTIONS: AccountSection[] = [
  { name: 'Renew your tariff', href: '/accounts/renew', description: 'Fix your prices again' },
  {
    name: 'Fix your tariff',
    href: '/accounts/renew?fixed-contract',
    description: 'Move from a variable to a fixed tariff',
  },
  {
    name: 'Bills & Transactions',
    href: '/accounts/balance',
    description: 'Your balance, bills and payments',
  },
  { name: 'Meter Readings', href: '/accounts/readings', description: 'Send and see readings' },
  { name: 'Energy Usage', href: '/accounts/usage', description: 'How much energy you use' },
  { name: 'Payments', href: '/accounts/payments', description: 'Your Direct Debit' },
  {
    name: 'Tariff Details',
    href: '/accounts/tariff-information',
    description: 'Your rates and contract',
  },
  { name: 'Personal details', href: '/accounts/edit', description: 'Contact details and consent' },
  { name: 'Refer a Friend', href: '/accounts/refer', description: 'Share your referral link' },
  { name: 'Change Account', href: '/accounts/change', description: 'See another of your accounts' },
  {
    name: 'Book a smart meter',
    href: '/accounts/smart_meter_portal',
    description: 'Free installation',
  },
  {
    name: 'Warm Home Discount',
    href: '/accounts/warm-home-discount',
    description: 'Apply for help with winter bills',
  },
  {
    name: 'Moving home help',
    href: '/accounts/help/moving',
    description: 'Tell us you are moving',
  },
  { name: 'Moving Home', href: '/accounts/move-out/status', description: 'Follow your move' },
];

const asMenuItem = (section: AccountSection): NavigationItem => ({
  _uid: section.href,
  component: 'account_section',
  name: section.name,
  link: section.href,
  navLinks: [],
  hideWhenLoggedIn: false,
  hideWhenLoggedOut: false,
  showAsButton: false,
});

/** The sections this customer may use, by the same rules as the header's menu (SPEC §5). */
export function visibleAccountSections(
  session: NavigationSession,
  featureFlags: FeatureFlags,
): AccountSection[] {
  const visible = new Set(
    visibleMenuItems(ACCOUNT_SECTIONS.map(asMenuItem), { ...session, featureFlags }).map(
      (item) => item.link,
    ),
  );
  return ACCOUNT_SECTIONS.filter((section) => visible.has(section.href));
}
