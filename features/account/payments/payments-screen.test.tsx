import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getPaymentHistory,
  getPayments,
  replaceDirectDebitMandate,
  updateDirectDebit,
} from '@/lib/gateway/payments';
import { GatewayError } from '@/lib/gateway/gateway-error';
import {
  makeAccountSummary,
  makeDirectDebit,
  makeDirectDebitChange,
  makePayments,
  makeTransaction,
  makeTransactionPage,
} from '@/tests/utils/account';
import { findLoadedRegion } from '@/tests/utils/loaded-region';
import { renderAccountScreen } from '@/tests/utils/render-account-screen';
import { PaymentsScreen } from './payments-screen';

vi.mock('next/router', () => ({
  useRouter: () => ({
    pathname: '/accounts/payments',
    asPath: '/accounts/payments',
    isReady: true,
  }),
}));
vi.mock('@/lib/gateway/payments', () => ({
  getPayments: vi.fn(),
  updateDirectDebit: vi.fn(),
  replaceDirectDebitMandate: vi.fn(),
  getPaymentHistory: vi.fn(),
}));

/** 14 monthly payments of £142, newest first. */
const PAYMENTS = Array.from({ length: 14 }, (_, i) =>
  makeTransaction({
    id: 200 - i,
    kind: 'payment',
    billId: null,
    description: 'Direct Debit payment',
    postedOn: `20${i < 10 ? '26' : '25'}-${String(((10 - i + 12) % 12) + 1).padStart(2, '0')}-15`,
    amountPence: 14_200,
  }),
);

beforeEach(() => {
  vi.mocked(getPayments).mockReset().mockResolvedValue(makePayments());
  vi.mocked(updateDirectDebit).mockReset();
  vi.mocked(replaceDirectDebitMandate).mockReset();
  vi.mocked(getPaymentHistory)
    .mockReset()
    .mockImplementation(async (_id, { page = 1, perPage = 12 } = {}) =>
      makeTransactionPage(PAYMENTS.slice((page - 1) * perPage, page * perPage), {
        page,
        perPage,
        totalItems: PAYMENTS.length,
      }),
    );
});

const renderScreen = () => renderAccountScreen(<PaymentsScreen account={makeAccountSummary()} />);
const region = (name: string | RegExp) => screen.findByRole('region', { name });

describe('the Direct Debit', () => {
  it('shows the amount, the day, the next payment and the bank account masked', async () => {
    vi.mocked(getPayments).mockResolvedValue(
      makePayments({
        latestChange: makeDirectDebitChange({ reason: 'My payday moved' }),
      }),
    );
    await renderScreen();
    const panel = await findLoadedRegion('Your Direct Debit');
    const details = within(panel)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(details).toEqual([
      '£142.00',
      'The 15th of each month',
      '15 December 2026',
      'Mr A Morgan, Lloyds Bank',
      '**-**-47',
      '******21',
    ]);
    expect(panel).toHaveTextContent(
      'You changed your payment day from the 1st to the 15th on 24 November 2026.',
    );
    expect(panel).toHaveTextContent('Your reason: My payday moved');
  });

  it('keeps its place while it loads, and says what is coming', async () => {
    vi.mocked(getPayments).mockReturnValue(new Promise(() => {}));
    await renderScreen();
    const panel = await region('Your Direct Debit');
    expect(panel).toHaveAttribute('aria-busy', 'true');
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading your Direct Debit');
    // A placeholder for each panel the Direct Debit brings, so the history below stays put.
    for (const heading of [
      'How we worked out your monthly payment',
      'Change your payment amount or day',
      'Change the bank account you pay from',
    ]) {
      expect(await region(heading)).toHaveAttribute('aria-busy', 'true');
    }
    expect(screen.getAllByRole('status')).toHaveLength(4);
  });

  it('says how to set one up when there is none, and offers no changes', async () => {
    vi.mocked(getPayments).mockResolvedValue(makePayments({ directDebit: null }));
    await renderScreen();
    const panel = await findLoadedRegion('Your Direct Debit');
    expect(panel).toHaveTextContent('You do not pay by Direct Debit at the moment');
    expect(within(panel).getByRole('link', { name: '0330 111 5050' })).toBeVisible();
    expect(screen.queryByRole('region', { name: /Change/ })).not.toBeInTheDocument();
  });

  it('says so when it cannot be loaded, with a retry, while the history still shows', async () => {
    const user = userEvent.setup();
    vi.mocked(getPayments).mockRejectedValueOnce(
      new GatewayError('We could not load your Direct Debit.', 503),
    );
    await renderScreen();
    const panel = await findLoadedRegion('Your Direct Debit');
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'We could not load your Direct Debit.',
    );
    expect(await screen.findByRole('table', { name: /Payments we have received/ })).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: /How we worked out/ })).toBeVisible();
  });
});

describe('Direct Debit explained', () => {
  it('shows the recommended amount as a sum, line by line', async () => {
    await renderScreen();
    const section = await region('How we worked out £142.00 a month');
    const table = within(section).getByRole('table', {
      name: /from 25 November 2026 to 24 November 2027, at today's prices including VAT/,
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Electricity', '2,900 kWh × 26.10p a kWh', '£756.90'],
      ['Electricity standing charge', '365 days × 50.93p a day', '£185.89'],
      ['Gas', '11,800 kWh × 6.50p a kWh', '£767.00'],
      ['Gas standing charge', '365 days × 31.43p a day', '£114.72'],
      ['Expected cost for the year', 'The lines above added up', '£1,824.51'],
      ['Less your credit', 'Your balance today', '−£123.45'],
      ['To pay over the next 12 months', '', '£1,701.06'],
      ['Each month', '£1,701.06 ÷ 12, rounded up to the penny', '£141.76'],
      [
        'Recommended monthly payment',
        'Rounded up to the next £1.00, and at least £5.00',
        '£142.00',
      ],
    ]);
  });

  it('adds what is owed to the year, and warns when the Direct Debit falls short', async () => {
    const forecast = makePayments().forecast;
    vi.mocked(getPayments).mockResolvedValue(
      makePayments({
        directDebit: makeDirectDebit({ amountPence: 12_000 }),
        forecast: { ...forecast, balancePence: -5_000, toPayPence: 187_451 },
      }),
    );
    await renderScreen();
    const section = await findLoadedRegion(/How we worked out/);
    expect(within(section).getByRole('row', { name: /Plus what you owe/ })).toHaveTextContent(
      '+£50.00',
    );
    expect(section).toHaveTextContent(
      'At £120.00 a month you would pay £1,440.00 over the next 12 months: £434.51 less than the £1,874.51 we expect your energy to need.',
    );
  });

  it('gives no warning when the Direct Debit covers the year', async () => {
    await renderScreen();
    const section = await findLoadedRegion(/How we worked out/);
    expect(section).not.toHaveTextContent('less than the');
  });
});

describe('changing the amount or the day', () => {
  it('asks to confirm the new day with its first date, then changes it', async () => {
    const user = userEvent.setup();
    const after = makePayments({
      directDebit: makeDirectDebit({ dayOfMonth: 1, nextPaymentDate: '2026-12-01' }),
      latestChange: makeDirectDebitChange({
        summary: 'You changed your payment day from the 15th to the 1st on 24 November 2026.',
      }),
    });
    vi.mocked(updateDirectDebit).mockResolvedValue(after);
    await renderScreen();
    const section = await findLoadedRegion('Change your payment amount or day');
    await user.selectOptions(within(section).getByLabelText('Payment day'), '1st');
    await user.click(within(section).getByRole('button', { name: 'Continue' }));

    expect(within(section).getByText(/Your Direct Debit will be/, { selector: 'p' })).toHaveFocus();
    expect(section).toHaveTextContent(
      'Your Direct Debit will be £142.00 on the 1st of each month from 1 December 2026.',
    );
    expect(updateDirectDebit).not.toHaveBeenCalled();
    await user.click(within(section).getByRole('button', { name: 'Confirm' }));

    expect(
      await within(section).findByText(
        'You changed your payment day from the 15th to the 1st on 24 November 2026.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(updateDirectDebit).toHaveBeenCalledWith(1, { amountPence: 14_200, dayOfMonth: 1 });
    expect(await region('Your Direct Debit')).toHaveTextContent('The 1st of each month');
    expect(within(section).getByLabelText('Payment day')).toHaveValue('1');
  });

  it('warns how short a lower amount falls over a year, as it is typed and when confirming', async () => {
    const user = userEvent.setup();
    await renderScreen();
    const section = await findLoadedRegion('Change your payment amount or day');
    const amount = within(section).getByLabelText('Monthly payment (£)');
    await user.clear(amount);
    await user.type(amount, '100');
    const warning =
      'At £100.00 a month you would pay £1,200.00 over the next 12 months: £501.06 less than the £1,701.06 we expect your energy to need.';
    expect(section).toHaveTextContent(warning);
    await user.click(within(section).getByRole('button', { name: 'Continue' }));
    expect(section).toHaveTextContent('Your Direct Debit will be £100.00 on the 15th');
    expect(section).toHaveTextContent(warning);
  });

  it('goes back from the confirmation to the fields as they were typed', async () => {
    const user = userEvent.setup();
    await renderScreen();
    const section = await findLoadedRegion('Change your payment amount or day');
    const amount = within(section).getByLabelText('Monthly payment (£)');
    await user.clear(amount);
    await user.type(amount, '150');
    await user.click(within(section).getByRole('button', { name: 'Continue' }));
    await user.click(within(section).getByRole('button', { name: 'Go back and change it' }));
    expect(within(section).getByLabelText('Monthly payment (£)')).toHaveValue('150');
    expect(within(section).getByLabelText('Monthly payment (£)')).toHaveFocus();
    expect(updateDirectDebit).not.toHaveBeenCalled();
  });

  it.each([
    ['4.50', 'The monthly payment must be at least £5'],
    ['lots', 'Enter an amount in pounds and pence, like 98.50'],
    ['142.00', 'This is your Direct Debit already: change the amount or the payment day'],
  ])('refuses %s next to the field, without asking to confirm', async (typed, message) => {
    const user = userEvent.setup();
    await renderScreen();
    const section = await findLoadedRegion('Change your payment amount or day');
    const amount = within(section).getByLabelText('Monthly payment (£)');
    await user.clear(amount);
    await user.type(amount, typed);
    await user.click(within(section).getByRole('button', { name: 'Continue' }));
    expect(await within(section).findByText(message)).toBeVisible();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(within(section).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('keeps what was typed when the change fails, and says why', async () => {
    const user = userEvent.setup();
    vi.mocked(updateDirectDebit).mockRejectedValue(
      new GatewayError('Sorry, something went wrong on our side. Please try again.', 503),
    );
    await renderScreen();
    const section = await findLoadedRegion('Change your payment amount or day');
    const amount = within(section).getByLabelText('Monthly payment (£)');
    await user.clear(amount);
    await user.type(amount, '150.50');
    await user.selectOptions(within(section).getByLabelText('Payment day'), '28th');
    await user.type(
      within(section).getByLabelText(/Why are you changing it/),
      'Paid at the end of the month',
    );
    await user.click(within(section).getByRole('button', { name: 'Continue' }));
    await user.click(within(section).getByRole('button', { name: 'Confirm' }));

    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, something went wrong on our side.');
    expect(alert).toHaveFocus();
    expect(updateDirectDebit).toHaveBeenCalledWith(1, {
      amountPence: 15_050,
      dayOfMonth: 28,
      reason: 'Paid at the end of the month',
    });
    expect(within(section).getByLabelText('Monthly payment (£)')).toHaveValue('150.50');
    expect(within(section).getByLabelText('Payment day')).toHaveValue('28');
    expect(within(section).getByLabelText(/Why are you changing it/)).toHaveValue(
      'Paid at the end of the month',
    );
  });
});

describe('changing the bank account', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, section: HTMLElement) => {
    await user.type(within(section).getByLabelText('Sort code'), '08-99-99');
    await user.type(within(section).getByLabelText('Account number'), '66374958');
    await user.click(within(section).getByLabelText(/can authorise Direct Debits/));
    await user.type(within(section).getByLabelText('Your password'), 'demo-password-2026');
  };

  it('sends the new details once, with the Direct Debit Guarantee shown, then clears them', async () => {
    const user = userEvent.setup();
    vi.mocked(replaceDirectDebitMandate).mockResolvedValue(
      makePayments({
        directDebit: makeDirectDebit({
          sortCodeMasked: '**-**-99',
          accountNumberMasked: '******58',
          bankName: '',
        }),
      }),
    );
    await renderScreen();
    const section = await findLoadedRegion('Change the bank account you pay from');
    expect(
      within(section).getByRole('region', { name: 'The Direct Debit Guarantee' }),
    ).toBeVisible();
    expect(within(section).getByLabelText('Name on the account')).toHaveValue('Mr A Morgan');
    await fill(user, section);
    await user.click(within(section).getByRole('button', { name: 'Change bank account' }));

    expect(
      await within(section).findByText(
        'Thank you. We will collect your Direct Debit from the account ending 58 from your next payment.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(replaceDirectDebitMandate).toHaveBeenCalledWith(
      1,
      {
        accountHolderName: 'Mr A Morgan',
        sortCode: '089999',
        accountNumber: '66374958',
        soleAuthoriser: true,
        currentPassword: 'demo-password-2026',
      },
      { idempotencyKey: expect.any(String) },
    );
    expect(await region('Your Direct Debit')).toHaveTextContent('******58');
    expect(within(section).getByLabelText('Account number')).toHaveValue('');
    expect(within(section).getByLabelText('Your password')).toHaveValue('');
    expect(within(section).getByLabelText('Sort code')).toHaveValue('');
  });

  it('shows a failed bank check next to the account number, keeping what was typed', async () => {
    const user = userEvent.setup();
    const message =
      'Please check your sort code and account number: they do not match a UK bank account.';
    vi.mocked(replaceDirectDebitMandate).mockRejectedValue(
      new GatewayError(message, 422, { fields: [{ path: 'body.accountNumber', message }] }),
    );
    await renderScreen();
    const section = await findLoadedRegion('Change the bank account you pay from');
    await fill(user, section);
    await user.click(within(section).getByRole('button', { name: 'Change bank account' }));

    const accountNumber = within(section).getByLabelText('Account number');
    await waitFor(() => expect(accountNumber).toHaveAttribute('aria-invalid', 'true'));
    expect(within(section).getByText(message)).toBeVisible();
    expect(accountNumber).toHaveValue('66374958');
    expect(within(section).getByLabelText('Sort code')).toHaveValue('08-99-99');
  });

  it('asks for the password, and shows a wrong one next to its field', async () => {
    const user = userEvent.setup();
    await renderScreen();
    const section = await findLoadedRegion('Change the bank account you pay from');
    await user.type(within(section).getByLabelText('Sort code'), '089999');
    await user.type(within(section).getByLabelText('Account number'), '66374958');
    await user.click(within(section).getByLabelText(/can authorise Direct Debits/));
    await user.click(within(section).getByRole('button', { name: 'Change bank account' }));
    expect(await within(section).findByText('Enter your password')).toBeVisible();
    expect(replaceDirectDebitMandate).not.toHaveBeenCalled();

    const message = 'That is not your current password. Enter the password you use to log in.';
    vi.mocked(replaceDirectDebitMandate).mockRejectedValue(
      new GatewayError(message, 422, { fields: [{ path: 'body.currentPassword', message }] }),
    );
    await user.type(within(section).getByLabelText('Your password'), 'not-it');
    await user.click(within(section).getByRole('button', { name: 'Change bank account' }));
    const password = within(section).getByLabelText('Your password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(within(section).getByText(message)).toBeVisible();
    expect(within(section).getByLabelText('Account number')).toHaveValue('66374958');
  });

  it('needs the account holder to confirm they can authorise Direct Debits alone', async () => {
    const user = userEvent.setup();
    await renderScreen();
    const section = await findLoadedRegion('Change the bank account you pay from');
    await user.type(within(section).getByLabelText('Sort code'), '089999');
    await user.type(within(section).getByLabelText('Account number'), '66374958');
    await user.click(within(section).getByRole('button', { name: 'Change bank account' }));
    expect(
      await within(section).findByText(
        'Confirm that you can authorise Direct Debits from this account on your own',
      ),
    ).toBeVisible();
    expect(replaceDirectDebitMandate).not.toHaveBeenCalled();
  });
});

describe('payment history', () => {
  it('lists the payments received, newest first, a page at a time', async () => {
    const user = userEvent.setup();
    await renderScreen();
    const table = await screen.findByRole('table', { name: /newest first: page 1 of 2/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toHaveTextContent('15 November 2026Direct Debit payment£142.00');
    expect(getPaymentHistory).toHaveBeenCalledWith(1, { page: 1, perPage: 12 });

    await user.click(screen.getByRole('button', { name: 'Older' }));
    const older = await screen.findByRole('table', { name: /page 2 of 2/ });
    expect(within(older).getAllByRole('row').slice(1)).toHaveLength(2);
  });

  it('holds a page’s rows while the first page loads', async () => {
    vi.mocked(getPaymentHistory).mockReturnValue(new Promise(() => {}));
    await renderScreen();
    const history = await region('Payment history');
    const table = within(history).getByRole('table', { name: /newest first$/ });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(1 + 12);
  });

  it('says when no payment has come in yet', async () => {
    vi.mocked(getPaymentHistory).mockResolvedValue(makeTransactionPage([], { totalItems: 0 }));
    await renderScreen();
    const history = await region('Payment history');
    expect(
      await within(history).findByText('We have not received any payments yet.'),
    ).toBeVisible();
  });

  it('says so when it cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    vi.mocked(getPaymentHistory).mockRejectedValueOnce(
      new GatewayError('We could not load your payments. Please try again.', 503),
    );
    await renderScreen();
    const history = await region('Payment history');
    expect(await within(history).findByRole('alert')).toHaveTextContent(
      'We could not load your payments. Please try again.',
    );
    expect(within(history).queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(history).getByRole('button', { name: 'Try again' }));
    expect(await within(history).findByRole('table', { name: /page 1 of 2/ })).toBeVisible();
  });
});
