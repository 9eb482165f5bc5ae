import { screen } from '@testing-library/react';
import { makeAccountState } from '@/lib/gateway/testing/make-account-state';
import { renderAccountScreen } from '@/tests/utils/render-account-screen';
import { AccountScreen } from './account-screen';

vi.mock('next/router', () => ({
  useRouter: () => ({
    pathname: '/accounts/readings',
    asPath: '/accounts/readings',
    isReady: true,
  }),
}));

const screenBody = () => <p>The readings</p>;

describe('AccountScreen', () => {
  it('shows the screen for the selected account when the customer may use it', async () => {
    await renderAccountScreen(
      <AccountScreen section="readings" title="Meter Readings">
        {(account) => <p>Readings of account {account.id}</p>}
      </AccountScreen>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Meter Readings' })).toBeVisible();
    expect(await screen.findByText('Readings of account 1')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your account' })).toHaveAttribute(
      'href',
      '/accounts',
    );
  });

  it('says why, in words, when the permission model refuses the screen', async () => {
    await renderAccountScreen(
      <AccountScreen section="readings" title="Meter Readings">
        {screenBody}
      </AccountScreen>,
      makeAccountState({ accountRestricted: true }),
    );
    expect(
      await screen.findByRole('heading', { name: 'This is not available for your account' }),
    ).toBeVisible();
    expect(screen.getByText(/has a restriction/)).toBeVisible();
    expect(screen.getByRole('link', { name: '0330 111 5050' })).toHaveAttribute(
      'href',
      'tel:03301115050',
    );
    expect(screen.queryByText('The readings')).not.toBeInTheDocument();
  });

  it('lets a restricted customer see their balance (SPEC §5: balance needs only unlocked)', async () => {
    await renderAccountScreen(
      <AccountScreen section="balance" title="Bills & Transactions">
        {() => <p>The balance</p>}
      </AccountScreen>,
      makeAccountState({ accountRestricted: true }),
    );
    expect(await screen.findByText('The balance')).toBeVisible();
  });
});
