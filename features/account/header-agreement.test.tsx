import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { Header, type NavigationItem } from '@/features/navigation';
import {
  SessionProvider,
  sectionOfLink,
  type AccountSection,
  type FeatureFlags,
} from '@/features/session';
import { getAgreements, getBalance } from '@/lib/gateway/account';
import { getSwitchTracker } from '@/lib/gateway/switches';
import type { AccountState } from '@/lib/gateway/contract/account';
import { makeAccountState } from '@/lib/gateway/testing/make-account-state';
import { makeBalance } from '@/tests/utils/account';
import { makeNavigation } from '@/tests/utils/navigation';
import { makeFeatureFlags } from '@/tests/utils/permissions';
import { createTestSessionStores, signInAndLoadStatus } from '@/tests/utils/session';
import { AccountHome } from './account-home';

vi.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/accounts', asPath: '/accounts', isReady: true }),
}));
vi.mock('@/lib/gateway/account', () => ({ getBalance: vi.fn(), getAgreements: vi.fn() }));
vi.mock('@/lib/gateway/switches', () => ({ getSwitchTracker: vi.fn() }));

beforeEach(() => {
  vi.mocked(getBalance).mockResolvedValue(makeBalance());
  vi.mocked(getAgreements).mockResolvedValue({ agreements: [] });
  vi.mocked(getSwitchTracker).mockResolvedValue({ progress: null });
});

const header = makeNavigation().header;

function sectionsOf(hrefs: (string | null | undefined)[]): Set<AccountSection> {
  return new Set(hrefs.flatMap((href) => (href && sectionOfLink(href)) || []));
}

function linkedSections(items: NavigationItem[]): Set<AccountSection> {
  const links = (item: NavigationItem): (string | undefined)[] => [
    item.link,
    ...(item.navLinks ?? []).flatMap(links),
  ];
  return sectionsOf(items.flatMap(links));
}

/** Account Home shows every section (a tile each, and the Admin button): compare those the header links to. */
const sharedSections = linkedSections(header);

const hrefsIn = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

async function renderBoth(state: AccountState, featureFlags: FeatureFlags) {
  const test = createTestSessionStores({ loadState: async () => state });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionProvider stores={test.stores} featureFlags={featureFlags}>
        <Header items={header} />
        <AccountHome />
      </SessionProvider>
    </SWRConfig>,
  );
  await signInAndLoadStatus(test);
  // The sections' tiles replace their placeholder once it has been seen (the account-screen frame).
  await within(await screen.findByRole('navigation', { name: 'Your account' })).findAllByRole(
    'link',
  );
}

async function headerSections() {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  await userEvent.click(within(nav).getByRole('button', { name: 'My account' }));
  return sectionsOf(hrefsIn(nav));
}

function accountHomeSections() {
  const home = screen.getByRole('heading', { level: 1 }).parentElement;
  if (!home) throw new Error('Account Home has no content');
  const shown = sectionsOf(hrefsIn(home));
  return new Set([...shown].filter((section) => sharedSections.has(section)));
}

const pending = [{ status: 'Pending' as const, account_number: '40318275', agreement_ids: [1] }];

/** The demo customers of the README (their selected account), and a few more shapes. */
const CUSTOMERS: [string, Partial<AccountState>][] = [
  ['Alex: one smart account on a fixed tariff that can renew', {}],
  ['Sam, Leeds: two accounts, fixed', { multipleAccounts: true, accountCanRenew: false }],
  ['Sam, Cardiff: two accounts, variable', { multipleAccounts: true, onVariableContract: true }],
  [
    'Jo: restricted, in debt, a pending renewal and a move-out record',
    { accountRestricted: true, renewals: pending, hasMoveOut: true },
  ],
  [
    'Lee: a new account, still locked, blacklisted voucher',
    { accountUnlocked: false, accountCanRenew: false, blacklistedVoucher: true },
  ],
  ['Priya: the admin flag', { admin: true, eligibleForSmartMeter: { eligible: true } }],
  [
    'referrals paused, no Warm Home Discount in the region',
    { referDisabledGlobally: true, eligibleForWarmHomeDiscount: false },
  ],
];

describe('the header and Account Home agree on what a customer may use', () => {
  it('the header links to every account section', () => {
    expect(sharedSections.size).toBeGreaterThan(10);
  });

  describe.each([
    ['every feature on', makeFeatureFlags()],
    ['renewal promotion off', makeFeatureFlags({ renewalPromotionEnabled: false })],
  ])('%s', (_flags, featureFlags) => {
    it.each(CUSTOMERS)('%s', async (_name, state) => {
      await renderBoth(makeAccountState(state), featureFlags);
      expect(await headerSections()).toEqual(accountHomeSections());
    });
  });
});
