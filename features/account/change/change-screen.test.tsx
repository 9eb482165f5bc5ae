import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAccountState } from '@/lib/gateway/testing/make-account-state';
import { makeAccountSummary } from '@/tests/utils/account';
import { makeRouter } from '@/tests/utils/make-router';
import { renderAccountScreen } from '@/tests/utils/render-account-screen';
import { ChangeScreen } from './change-screen';

const router = vi.hoisted(() => ({ current: null as unknown as ReturnType<typeof makeRouter> }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));

// Sam's two homes: the Leeds house (seen first) and the Cardiff flat.
const leeds = makeAccountSummary({
  id: 2,
  number: '40422961',
  supplyAddress: {
    line1: '8 Grove Terrace',
    line2: 'Headingley',
    town: 'Leeds',
    postcode: 'LS6 2AP',
  },
});
const cardiff = makeAccountSummary({
  id: 3,
  number: '40598314',
  supplyAddress: {
    line1: 'Flat 3',
    line2: '41 Cathedral Road',
    town: 'Cardiff',
    postcode: 'CF11 9HB',
  },
  fuelType: 'Electricity',
  fuels: ['electricity'],
  status: 'setting-up',
});

const renderScreen = (accounts = [leeds, cardiff]) =>
  renderAccountScreen(<ChangeScreen />, makeAccountState({ multipleAccounts: true }), accounts);
const card = (number: string) => screen.getByRole('article', { name: `Account ${number}` });

beforeEach(() => {
  router.current = makeRouter({ pathname: '/accounts/change' });
});

describe('Change Account', () => {
  it('shows every account with its address, energy and status, and which one is being viewed', async () => {
    await renderScreen();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);

    const home = card('40422961');
    expect(home).toHaveTextContent('8 Grove TerraceHeadingleyLeedsLS6 2AP');
    expect(home).toHaveTextContent('EnergyGas & electricity');
    expect(home).toHaveTextContent('StatusSupplied by us');
    expect(home).toHaveAttribute('aria-current', 'true');
    expect(within(home).getByText("You're viewing this account")).toBeVisible();
    expect(within(home).queryByRole('button')).not.toBeInTheDocument();

    const flat = card('40598314');
    expect(flat).toHaveTextContent('Flat 341 Cathedral RoadCardiffCF11 9HB');
    expect(flat).toHaveTextContent('EnergyElectricity');
    expect(flat).toHaveTextContent('StatusSwitching to us');
    expect(flat).not.toHaveAttribute('aria-current');
    expect(within(flat).queryByText("You're viewing this account")).not.toBeInTheDocument();
  });

  it('shows the chosen account and takes the customer to Account Home for it', async () => {
    const user = userEvent.setup();
    const { session } = await renderScreen();
    await user.click(
      within(card('40598314')).getByRole('button', { name: 'View this account (40598314)' }),
    );

    expect(router.current.push).toHaveBeenCalledWith('/accounts');
    await waitFor(() =>
      expect(session.stores.userStatus.getSnapshot().selectedAccount).toEqual(cardiff),
    );
    expect(await screen.findByRole('article', { name: 'Account 40598314' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('lets the customer choose with the keyboard alone', async () => {
    const user = userEvent.setup();
    const { session } = await renderScreen();
    await user.tab();
    expect(within(card('40598314')).getByRole('button')).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(router.current.push).toHaveBeenCalledWith('/accounts');
    await waitFor(() =>
      expect(session.stores.userStatus.getSnapshot().selectedAccount?.id).toBe(3),
    );
  });
});
