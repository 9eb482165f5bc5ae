import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getStaffAccountView, getStaffActivity, searchCustomers } from '@/lib/gateway/admin';
import type {
  CustomerMatch,
  CustomerSearchResults,
  StaffAccountView,
} from '@/lib/gateway/contract/admin';
import { GatewayError, NETWORK_ERROR_MESSAGE } from '@/lib/gateway/gateway-error';
import { makeAccountState } from '@/lib/gateway/testing/make-account-state';
import {
  makeAccountSummary,
  makeAgreement,
  makeBalance,
  makeCustomer,
} from '@/tests/utils/account';
import { makeLiveRouter } from '@/tests/utils/live-router';
import { renderAccountScreen } from '@/tests/utils/render-account-screen';
import { makeStaffSecurityEvent } from '@/tests/utils/security-events';
import AdminPage from '@/pages/accounts/admin';
import { ACCOUNT_NOT_FOUND_WORDS, STAFF_ONLY_WORDS } from '@/features/account/admin/admin-words';

let router = makeLiveRouter('/accounts/admin');
vi.mock('next/router', () => ({ useRouter: () => router.useRouter() }));
vi.mock('@/lib/gateway/admin', () => ({
  searchCustomers: vi.fn(),
  getStaffAccountView: vi.fn(),
  getStaffActivity: vi.fn(),
}));

const SEARCH_BOX = 'Account number, email address or postcode';

const alexAccount = makeAccountSummary({
  supplyAddress: {
    line1: '14 Ashley Down Road',
    line2: null,
    town: 'Bristol',
    postcode: 'BS7 9JN',
  },
});

const makeMatch = (overrides: Partial<CustomerMatch> = {}): CustomerMatch => ({
  id: 1,
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'alex@example.com',
  accounts: [alexAccount],
  ...overrides,
});

const makeResults = (overrides: Partial<CustomerSearchResults> = {}): CustomerSearchResults => ({
  search: { by: 'email', value: 'alex@example.com' },
  customers: [makeMatch()],
  moreThanShown: false,
  ...overrides,
});

const alexView: StaffAccountView = {
  customer: makeCustomer({ title: 'Mr' }),
  account: alexAccount,
  otherAccounts: [],
  state: makeAccountState(),
  agreements: [makeAgreement()],
  balance: makeBalance(),
  latestReadings: [
    {
      id: 7,
      meterPointId: 1,
      registerId: 1,
      registerName: 'standard',
      fuel: 'electricity',
      readOn: '2026-03-14',
      value: 12_345,
      source: 'smart',
      replaced: false,
    },
  ],
  pendingRenewal: null,
  moveOut: null,
  securityEvents: [],
};

/** Priya, who has the admin flag, opens the Admin screen. */
const renderAsStaff = () =>
  renderAccountScreen(<AdminScreenUnderTest />, makeAccountState({ admin: true }));

function AdminScreenUnderTest() {
  return (
    <router.Provider>
      <AdminPage />
    </router.Provider>
  );
}

async function search(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(await screen.findByLabelText(SEARCH_BOX), text);
  await user.click(screen.getByRole('button', { name: 'Find customers' }));
}

beforeEach(() => {
  router = makeLiveRouter('/accounts/admin');
  vi.mocked(searchCustomers).mockReset().mockResolvedValue(makeResults());
  vi.mocked(getStaffAccountView).mockReset().mockResolvedValue(alexView);
  vi.mocked(getStaffActivity).mockReset().mockResolvedValue({ entries: [] });
});

describe('Admin: finding a customer', () => {
  it('explains the search rules beside the box and sends nothing', async () => {
    const user = userEvent.setup();
    await renderAsStaff();
    await user.click(await screen.findByRole('button', { name: 'Find customers' }));
    const box = screen.getByLabelText(SEARCH_BOX);
    expect(box).toHaveAccessibleDescription(
      expect.stringContaining('Enter an account number, email address or postcode'),
    );
    await user.type(box, '4031');
    await user.click(screen.getByRole('button', { name: 'Find customers' }));
    expect(box).toHaveAccessibleDescription(
      expect.stringContaining('Account numbers are 8 digits, like 40318275'),
    );
    expect(searchCustomers).not.toHaveBeenCalled();
  });

  it('finds alex by email, keeps the search in the address and lists his account', async () => {
    const user = userEvent.setup();
    await renderAsStaff();
    await search(user, ' alex@example.com ');

    expect(searchCustomers).toHaveBeenCalledWith('alex@example.com');
    expect(router.current.push).toHaveBeenCalledWith(
      { pathname: '/accounts/admin', query: { query: 'alex@example.com' } },
      undefined,
      { shallow: true, scroll: false },
    );
    const results = await screen.findByRole('region', { name: 'Results for “alex@example.com”' });
    expect(results).toHaveTextContent(
      '1 customer with an email address starting alex@example.com.',
    );
    const alex = within(results).getByRole('article', { name: 'Alex Morgan' });
    expect(alex).toHaveTextContent('alex@example.com');
    expect(alex).toHaveTextContent('Account 40318275');
    expect(alex).toHaveTextContent('14 Ashley Down Road, Bristol, BS7 9JN');
    expect(alex).toHaveTextContent('Gas & electricity, Supplied by us');
    expect(within(alex).getByRole('link', { name: 'View account 40318275' })).toHaveAttribute(
      'href',
      '/accounts/admin?query=alex%40example.com&account=1',
    );
    // The search now in the audit, the activity is asked for again.
    await waitFor(() => expect(getStaffActivity).toHaveBeenCalledTimes(2));
  });

  it('is busy while the search is sent, and keeps what was typed when it fails', async () => {
    const user = userEvent.setup();
    let fail: (error: Error) => void = () => {};
    vi.mocked(searchCustomers).mockReturnValue(new Promise((_, reject) => (fail = reject)));
    await renderAsStaff();
    await search(user, 'BS7 9JN');
    const button = screen.getByRole('button', { name: 'Find customers' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');

    fail(new GatewayError(NETWORK_ERROR_MESSAGE, 500));
    // The alert is there, empty, from the start: wait for its words.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE));
    expect(screen.getByLabelText(SEARCH_BOX)).toHaveValue('BS7 9JN');
    expect(button).toBeEnabled();
    expect(router.current.push).not.toHaveBeenCalled();
  });

  it('says so in words when no customer matches', async () => {
    const user = userEvent.setup();
    vi.mocked(searchCustomers).mockResolvedValue(
      makeResults({ search: { by: 'postcode', value: 'SW1A 1AA' }, customers: [] }),
    );
    await renderAsStaff();
    await search(user, 'sw1a1aa');
    const results = await screen.findByRole('region', { name: 'Results for “sw1a1aa”' });
    expect(results).toHaveTextContent('No customer matches “SW1A 1AA”.');
    expect(results).toHaveTextContent('Check the postcode of the home we supply');
    expect(within(results).queryByRole('article')).toBeNull();
  });

  it('states the limit when more customers match than are shown', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 20 }, (_, index) =>
      makeMatch({ id: index + 10, lastName: `Morgan ${index}`, accounts: [] }),
    );
    vi.mocked(searchCustomers).mockResolvedValue(
      makeResults({ search: { by: 'email', value: 'a@' }, customers: many, moreThanShown: true }),
    );
    await renderAsStaff();
    await search(user, 'a@');
    const results = await screen.findByRole('region', { name: 'Results for “a@”' });
    expect(results).toHaveTextContent('More than 20 customers with an email address starting a@.');
    expect(results).toHaveTextContent('We show at most 20 customers, by last name.');
    expect(within(results).getAllByRole('article')).toHaveLength(20);
  });

  it('tells a staff member whose flag was taken away what to do, keeping the search', async () => {
    const user = userEvent.setup();
    vi.mocked(searchCustomers).mockRejectedValue(
      new GatewayError('This page is for So Energy staff only.', 403),
    );
    await renderAsStaff();
    await search(user, '40318275');
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_ONLY_WORDS);
    expect(screen.getByLabelText(SEARCH_BOX)).toHaveValue('40318275');
  });

  it("puts the gateway's rule for the search beside the box", async () => {
    const user = userEvent.setup();
    vi.mocked(searchCustomers).mockRejectedValue(
      new GatewayError('Please check these details', 400, {
        fields: [{ path: 'query.query', message: 'Enter a full UK postcode' }],
      }),
    );
    await renderAsStaff();
    await search(user, 'BS7 9JN');
    await waitFor(() =>
      expect(screen.getByLabelText(SEARCH_BOX)).toHaveAccessibleDescription(
        expect.stringContaining('Enter a full UK postcode'),
      ),
    );
  });
});

describe('Admin: looking at an account', () => {
  it('opens alex’s account read-only from the results, and goes back to them', async () => {
    const user = userEvent.setup();
    await renderAsStaff();
    await search(user, 'alex@example.com');
    await user.click(await screen.findByRole('link', { name: 'View account 40318275' }));

    expect(getStaffAccountView).toHaveBeenCalledWith(1);
    expect(router.current.query).toEqual({ query: 'alex@example.com', account: '1' });
    const name = await screen.findByRole('heading', { level: 2, name: 'Mr Alex Morgan' });
    expect(name).toHaveFocus();
    expect(
      screen.getByText(/You can see account 40318275 as it is, but not change it here\./),
    ).toHaveTextContent(/^Read only\./);
    expect(screen.getByRole('region', { name: 'Contact details' })).toHaveTextContent(
      'Phone07700900123',
    );
    expect(screen.getByRole('region', { name: 'Account 40318275' })).toHaveTextContent(
      'Supply address14 Ashley Down Road, Bristol, BS7 9JN',
    );
    expect(screen.getByRole('region', { name: 'Tariffs' })).toHaveTextContent(
      'Electricity: So Fixed 12M',
    );
    expect(screen.getByRole('region', { name: 'Balance' })).toHaveTextContent('£123.45 in credit');
    expect(
      within(screen.getByRole('region', { name: 'Latest meter readings' })).getByRole('row', {
        name: /Electricity 12,345 kWh 14 March 2026 Actual, from the smart meter/,
      }),
    ).toBeVisible();
    // Read-only: the search is the screen's only control.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Find customers',
    ]);
    expect(screen.queryByRole('textbox')).toBeNull();

    await user.click(
      screen.getByRole('link', { name: 'Back to the results for “alex@example.com”' }),
    );
    expect(
      await screen.findByRole('region', { name: 'Results for “alex@example.com”' }),
    ).toBeVisible();
    expect(searchCustomers).toHaveBeenCalledTimes(1);
  });

  it('opens an account from a link, and says so when there is no such account', async () => {
    router = makeLiveRouter('/accounts/admin', { account: '999' });
    vi.mocked(getStaffAccountView).mockRejectedValue(
      new GatewayError('We could not find that account.', 404),
    );
    await renderAsStaff();
    expect(await screen.findByText(ACCOUNT_NOT_FOUND_WORDS)).toHaveRole('alert');
    expect(getStaffAccountView).toHaveBeenCalledWith(999);
    expect(screen.getByRole('link', { name: 'Find another customer' })).toHaveAttribute(
      'href',
      '/accounts/admin',
    );
  });

  it("shows the customer's security events, with the browser and network of each", async () => {
    router = makeLiveRouter('/accounts/admin', { account: '1' });
    vi.mocked(getStaffAccountView).mockResolvedValue({
      ...alexView,
      securityEvents: [
        makeStaffSecurityEvent({
          id: 2,
          kind: 'failed-login',
          occurredAt: '2026-03-15T09:30:00.000Z',
          device: 'Firefox on Android',
          network: '2001:db8:1::/48',
        }),
        makeStaffSecurityEvent({ id: 1 }),
      ],
    });
    await renderAsStaff();
    const events = await screen.findByRole('region', { name: 'Security events' });
    const rows = within(events).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'WhenWhatBrowserNetwork',
      '15 March 2026 at 09:30Wrong password at loginFirefox on Android2001:db8:1::/48',
      '15 March 2026 at 09:00Logged inChrome on Windows192.0.2.0/24',
    ]);
  });

  it('says when the customer has no security events', async () => {
    router = makeLiveRouter('/accounts/admin', { account: '1' });
    await renderAsStaff();
    expect(await screen.findByRole('region', { name: 'Security events' })).toHaveTextContent(
      'None recorded.',
    );
  });

  it("lists the staff member's own searches and looks, recorded for audit", async () => {
    vi.mocked(getStaffActivity).mockResolvedValue({
      entries: [
        {
          id: 2,
          action: 'view',
          query: null,
          account: { id: 1, number: '40318275' },
          at: '2026-03-15T10:01:00.000Z',
        },
        {
          id: 1,
          action: 'search',
          query: 'alex@example.com',
          account: null,
          at: '2026-03-15T10:00:00.000Z',
        },
      ],
    });
    await renderAsStaff();
    const activity = await screen.findByRole('region', { name: 'Your recent activity' });
    expect(activity).toHaveTextContent('recorded for audit');
    await waitFor(() =>
      expect(
        within(activity)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Looked at account 4031827515 March 2026 at 10:01',
        'Searched for “alex@example.com”15 March 2026 at 10:00',
      ]),
    );
    expect(
      within(activity).getByRole('link', { name: 'Looked at account 40318275' }),
    ).toHaveAttribute('href', '/accounts/admin?account=1');
  });
});

describe('Admin: who may use it', () => {
  it('tells a customer without the admin flag that it is for staff, and asks the gateway nothing', async () => {
    await renderAccountScreen(<AdminScreenUnderTest />);
    expect(await screen.findByText('This page is for So Energy staff only.')).toBeVisible();
    expect(screen.queryByLabelText(SEARCH_BOX)).toBeNull();
    expect(getStaffActivity).not.toHaveBeenCalled();
    expect(searchCustomers).not.toHaveBeenCalled();
  });
});
