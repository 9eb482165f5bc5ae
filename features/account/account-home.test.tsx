import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { SessionProvider } from '@/features/session';
import { getAgreements, getBalance } from '@/lib/gateway/account';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { makeAccountState } from '@/lib/gateway/testing/make-account-state';
import { makeAgreement, makeBalance } from '@/tests/utils/account';
import { createTestSessionStores } from '@/tests/utils/session';
import { AccountHome } from './account-home';

vi.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/accounts', asPath: '/accounts', isReady: true }),
}));
vi.mock('@/lib/gateway/account', () => ({ getBalance: vi.fn(), getAgreements: vi.fn() }));

beforeEach(() => {
  vi.mocked(getBalance).mockResolvedValue(makeBalance({ balancePence: 12345 }));
  vi.mocked(getAgreements).mockResolvedValue({
    agreements: [
      makeAgreement({ id: 1, fuel: 'electricity' }),
      makeAgreement({ id: 2, fuel: 'gas', tariffName: 'So Fixed 12M', endDate: '2026-12-30' }),
      makeAgreement({ id: 3, status: 'past', tariffName: 'So Flex' }),
    ],
  });
});

async function renderHome(state = makeAccountState()) {
  const test = createTestSessionStores({ loadState: async () => state });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionProvider stores={test.stores}>
        <AccountHome />
      </SessionProvider>
    </SWRConfig>,
  );
  await act(() => test.signIn());
  await screen.findByText(/in credit|to pay/);
}

describe('Account Home', () => {
  it('greets the customer and shows the selected account, its balance and tariff', async () => {
    await renderHome();

    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Alex' })).toBeVisible();
    expect(screen.getByText('40318275')).toBeVisible();
    const balance = screen.getByRole('region', { name: 'Balance' });
    expect(balance).toHaveTextContent('£123.45 in credit');
    expect(balance).toHaveTextContent('Next Direct Debit £98.00 on 1 December 2026');
    const tariff = within(screen.getByRole('region', { name: 'Tariff' }));
    expect(tariff.getAllByText('So Fixed 12M')).toHaveLength(2);
    expect(tariff.getAllByText('Fixed until 30 December 2026')).toHaveLength(2);
    expect(tariff.queryByText('So Flex')).not.toBeInTheDocument();
    expect(getBalance).toHaveBeenCalledWith(1);
  });

  it('says what the customer owes when the balance is negative', async () => {
    vi.mocked(getBalance).mockResolvedValue(makeBalance({ balancePence: -4250 }));
    await renderHome();
    expect(screen.getByRole('region', { name: 'Balance' })).toHaveTextContent('£42.50 to pay');
  });

  it('links to the sections the permission model allows this customer', async () => {
    await renderHome(makeAccountState({ accountRestricted: true, multipleAccounts: false }));
    const sections = within(screen.getByRole('navigation', { name: 'Your account' }));

    expect(sections.getByRole('link', { name: /Renew your tariff/ })).toHaveAttribute(
      'href',
      '/accounts/renew',
    );
    expect(sections.getByRole('link', { name: /Refer a Friend/ })).toBeVisible();
    expect(sections.queryByRole('link', { name: /Meter Readings/ })).not.toBeInTheDocument();
    expect(sections.queryByRole('link', { name: /Tariff Details/ })).not.toBeInTheDocument();
    expect(sections.queryByRole('link', { name: /Change Account/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('gives admins the Admin button', async () => {
    await renderHome(makeAccountState({ admin: true }));
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/accounts/admin');
  });

  it('says when a part cannot be loaded, and tries again', async () => {
    vi.mocked(getAgreements).mockRejectedValueOnce(
      new GatewayError('We could not reach our servers.', 500),
    );
    await renderHome();
    const tariff = within(screen.getByRole('region', { name: 'Tariff' }));
    expect(await tariff.findByRole('alert')).toHaveTextContent('We could not reach our servers.');

    await userEvent.click(tariff.getByRole('button', { name: 'Try again' }));
    expect(await tariff.findAllByText('So Fixed 12M')).toHaveLength(2);
  });
});
