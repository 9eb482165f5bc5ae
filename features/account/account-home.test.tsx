import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { SessionProvider } from '@/features/session';
import { getAgreements, getBalance } from '@/lib/gateway/account';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { makeAccountState } from '@/lib/gateway/testing/make-account-state';
import type { Agreement, Balance } from '@/lib/gateway/contract/account';
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

function renderHomeSigningIn(loadState = async () => makeAccountState()) {
  const test = createTestSessionStores({ loadState });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionProvider stores={test.stores}>
        <AccountHome />
      </SessionProvider>
    </SWRConfig>,
  );
  return act(() => test.signIn());
}

async function renderHome(state = makeAccountState()) {
  await renderHomeSigningIn(async () => state);
  await screen.findByText(/in credit|to pay/);
}

/** A call that answers only when the test says. */
function held<T>() {
  let answer: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (answer = resolve));
  return { promise, answer };
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

  it('holds each card’s place while it loads, a tariff’s place for each fuel, and says what is coming', async () => {
    const balance = held<Balance>();
    const agreements = held<{ agreements: Agreement[] }>();
    vi.mocked(getBalance).mockReturnValue(balance.promise);
    vi.mocked(getAgreements).mockReturnValue(agreements.promise);
    await renderHomeSigningIn();

    const balanceCard = screen.getByRole('region', { name: 'Balance' });
    const tariffCard = screen.getByRole('region', { name: 'Tariff' });
    expect(balanceCard).toHaveAttribute('aria-busy', 'true');
    expect(within(balanceCard).getByRole('status')).toHaveTextContent('Loading your balance');
    const tariffPlaceholder = within(tariffCard).getByRole('status');
    expect(tariffPlaceholder).toHaveTextContent('Loading your tariff');
    expect(tariffPlaceholder.style.getPropertyValue('--fuels')).toBe('2');

    await act(async () => balance.answer(makeBalance({ balancePence: 500 })));
    expect(await within(balanceCard).findByText(/in credit/)).toBeVisible();
    expect(balanceCard).not.toHaveAttribute('aria-busy');
    expect(within(tariffCard).getByRole('status')).toBeInTheDocument();
  });

  it('says so when the account has no tariff with us now', async () => {
    vi.mocked(getAgreements).mockResolvedValue({
      agreements: [makeAgreement({ status: 'past', tariffName: 'So Flex' })],
    });
    await renderHome();
    const tariff = within(screen.getByRole('region', { name: 'Tariff' }));
    expect(await tariff.findByText('You have no tariff with us at the moment.')).toBeVisible();
    expect(tariff.queryByText('So Flex')).not.toBeInTheDocument();
  });

  it('says when the sections the customer may use cannot be known, and tries again', async () => {
    let calls = 0;
    await renderHomeSigningIn(async () => {
      calls += 1;
      if (calls === 1)
        throw new GatewayError('We could not load your account. Please try again.', 503);
      return makeAccountState();
    });
    const sections = within(screen.getByRole('navigation', { name: 'Your account' }));
    expect(await sections.findByRole('alert')).toHaveTextContent(
      'We could not load your account. Please try again.',
    );
    expect(sections.queryByRole('link')).not.toBeInTheDocument();

    await userEvent.click(sections.getByRole('button', { name: 'Try again' }));
    expect(await sections.findByRole('link', { name: /Renew your tariff/ })).toBeVisible();
    expect(sections.queryByRole('alert')).not.toBeInTheDocument();
  });
});
