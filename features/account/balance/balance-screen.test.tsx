import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parse } from 'csv-parse/sync';
import { downloadCsv } from '@/lib/csv/download-csv';
import { getBalance } from '@/lib/gateway/account';
import { getTransactions } from '@/lib/gateway/bills';
import { getPaymentPlan, requestPaymentPlan } from '@/lib/gateway/payment-plans';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { getRefundableCredit, requestRefund } from '@/lib/gateway/refunds';
import {
  makeAccountSummary,
  makeBalance,
  makeTransaction,
  makeTransactionPage,
} from '@/tests/utils/account';
import { renderAccountScreen } from '@/tests/utils/render-account-screen';
import { makeRefundableCredit, makeRefundRequested } from '@/tests/utils/refunds';
import { BalanceScreen } from './balance-screen';

vi.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/accounts/balance', asPath: '/accounts/balance', isReady: true }),
}));
vi.mock('@/lib/gateway/account', () => ({ getBalance: vi.fn() }));
vi.mock('@/lib/gateway/bills', () => ({ getTransactions: vi.fn() }));
vi.mock('@/lib/gateway/payment-plans', () => ({
  getPaymentPlan: vi.fn(),
  requestPaymentPlan: vi.fn(),
}));
vi.mock('@/lib/gateway/refunds', () => ({
  getRefundableCredit: vi.fn(),
  requestRefund: vi.fn(),
}));
vi.mock('@/lib/csv/download-csv', () => ({ downloadCsv: vi.fn() }));

/** 23 transactions, newest first: a bill and a payment each month. */
const HISTORY = Array.from({ length: 23 }, (_, i) =>
  i % 2 === 0
    ? makeTransaction({
        id: 100 - i,
        billId: 50 - i,
        description: `Bill ${i}`,
        amountPence: -8_000,
      })
    : makeTransaction({
        id: 100 - i,
        kind: 'payment',
        billId: null,
        description: 'Direct Debit payment',
        amountPence: 9_800,
      }),
);

beforeEach(() => {
  vi.mocked(getBalance).mockResolvedValue(makeBalance({ balancePence: 12_345 }));
  vi.mocked(getPaymentPlan).mockResolvedValue({ owedPence: 0, request: null });
  vi.mocked(getTransactions)
    .mockReset()
    .mockImplementation(async (_id, { page = 1, perPage = 10 } = {}) =>
      makeTransactionPage(HISTORY.slice((page - 1) * perPage, page * perPage), {
        page,
        perPage,
        totalItems: HISTORY.length,
      }),
    );
  vi.mocked(requestPaymentPlan).mockReset();
  vi.mocked(getRefundableCredit).mockResolvedValue(makeRefundableCredit());
  vi.mocked(downloadCsv).mockReset();
});

const renderScreen = () => renderAccountScreen(<BalanceScreen account={makeAccountSummary()} />);

describe('Bills & Transactions', () => {
  it('shows the balance and the newest ten transactions, each bill linked to its explanation', async () => {
    await renderScreen();
    expect(await screen.findByText('£123.45')).toBeVisible();
    const table = await screen.findByRole('table', { name: /newest first: page 1 of 3/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(within(rows[0]!).getByRole('link', { name: 'Bill 0' })).toHaveAttribute(
      'href',
      '/accounts/balance/bill?id=50',
    );
    expect(rows[0]).toHaveTextContent('−£80.00');
    expect(rows[1]).toHaveTextContent('+£98.00');
    expect(within(rows[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /You owe/ })).not.toBeInTheDocument();
  });

  it('pages to older transactions and back', async () => {
    const user = userEvent.setup();
    await renderScreen();
    await screen.findByRole('table', { name: /page 1 of 3/ });
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await user.click(await screen.findByRole('button', { name: 'Older' }));
    const table = await screen.findByRole('table', { name: /page 3 of 3/ });
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByRole('table', { name: /page 2 of 3/ })).toBeVisible();
  });

  it('downloads every transaction, not only the page shown, as CSV', async () => {
    const user = userEvent.setup();
    await renderScreen();
    await screen.findByRole('table', { name: /page 1 of 3/ });
    await user.click(screen.getByRole('button', { name: 'Download all (CSV)' }));
    await waitFor(() => expect(downloadCsv).toHaveBeenCalled());
    const [filename, csv] = vi.mocked(downloadCsv).mock.calls[0]!;
    expect(filename).toBe('so-energy-40318275-transactions.csv');
    const rows: Record<string, string>[] = parse(csv, { columns: true });
    expect(rows).toHaveLength(23);
    expect(rows[0]).toEqual({
      Date: '2026-11-05',
      Type: 'Bill',
      Description: 'Bill 0',
      'Amount (£)': '-80',
      'Balance (£)': '40.58',
    });
    expect(rows[1]).toMatchObject({ Type: 'Payment', 'Amount (£)': '98' });
  });

  it('says so when the download cannot be prepared', async () => {
    const user = userEvent.setup();
    await renderScreen();
    await screen.findByRole('table', { name: /page 1 of 3/ });
    vi.mocked(getTransactions).mockRejectedValue(new GatewayError('Down', 503));
    await user.click(screen.getByRole('button', { name: 'Download all (CSV)' }));
    expect(await screen.findByText(/could not prepare your download/)).toBeVisible();
    expect(downloadCsv).not.toHaveBeenCalled();
  });

  it('lists the refund asked for as pending at the top of the transactions', async () => {
    const user = userEvent.setup();
    vi.mocked(requestRefund).mockResolvedValue(makeRefundRequested());
    await renderScreen();
    await screen.findByRole('table', { name: /page 1 of 3/ });
    const pending = {
      requestedAt: '2026-11-24T10:00:00.000Z',
      description: 'Refund of £20.00 to your bank (pending)',
      amountPence: -2_000,
    };
    vi.mocked(getTransactions).mockImplementation(async () => ({
      ...makeTransactionPage(HISTORY.slice(0, 10), { totalItems: HISTORY.length }),
      pendingRefunds: [pending],
    }));
    await user.type(await screen.findByLabelText('Amount to refund (£)'), '20');
    await user.click(screen.getByRole('button', { name: 'Refund my credit' }));
    const table = screen.getByRole('table', { name: /page 1 of 3/ });
    const firstRow = await within(table).findByRole('row', { name: /Refund of £20\.00/ });
    expect(firstRow).toHaveTextContent(
      '24 November 2026Refund of £20.00 to your bank (pending)−£20.00Not yet taken',
    );
    expect(within(table).getAllByRole('row')[1]).toBe(firstRow);
  });

  it('keeps the balance when the transactions fail, with a way to try again', async () => {
    const user = userEvent.setup();
    vi.mocked(getTransactions).mockRejectedValueOnce(
      new GatewayError('We could not load your transactions.', 503),
    );
    await renderScreen();
    expect(await screen.findByText('We could not load your transactions.')).toBeVisible();
    expect(await screen.findByText('£123.45')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: /page 1 of 3/ })).toBeVisible();
  });
});

describe('a customer in debit', () => {
  beforeEach(() => {
    vi.mocked(getBalance).mockResolvedValue(makeBalance({ balancePence: -24_000 }));
    vi.mocked(getPaymentPlan).mockResolvedValue({ owedPence: 24_000, request: null });
  });

  it('sees what is owed and asks for a payment plan', async () => {
    const user = userEvent.setup();
    vi.mocked(requestPaymentPlan).mockResolvedValue({
      id: 7,
      owedPence: 24_000,
      months: 12,
      monthlyPence: 2_000,
      phone: '07700900123',
      status: 'Requested',
      requestedAt: '2026-11-24T10:00:00.000Z',
    });
    await renderScreen();
    expect(await screen.findByRole('heading', { name: 'You owe £240.00' })).toBeVisible();
    await user.click(await screen.findByLabelText('12 months: about £20.00 a month'));
    await user.type(screen.getByLabelText(/Anything you would like us to know/), 'Hours cut.');
    await user.click(screen.getByRole('button', { name: 'Ask for a payment plan' }));

    const owed = screen.getByRole('region', { name: 'You owe £240.00' });
    expect(await within(owed).findByRole('status')).toHaveTextContent(
      'We have your request of 24 November 2026 to spread £240.00 over 12 months (about £20.00 a month). We will call you on 07700900123 within 2 working days.',
    );
    expect(requestPaymentPlan).toHaveBeenCalledWith(
      1,
      { months: 12, phone: '07700900123', circumstances: 'Hours cut.' },
      { idempotencyKey: expect.any(String) },
    );
  });

  it('refuses a phone number that is not a UK one, next to the field, without sending', async () => {
    const user = userEvent.setup();
    await renderScreen();
    const phone = await screen.findByLabelText('Phone number');
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'Ask for a payment plan' }));
    expect(await screen.findByText('Enter a UK phone number, like 07700 900123')).toBeVisible();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(requestPaymentPlan).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the request fails, and says why', async () => {
    const user = userEvent.setup();
    vi.mocked(requestPaymentPlan).mockRejectedValue(
      new GatewayError('We already have your request from 20 November 2026.', 409),
    );
    await renderScreen();
    const notes = await screen.findByLabelText(/Anything you would like us to know/);
    await user.type(notes, 'Please call after 5pm.');
    await user.click(screen.getByRole('button', { name: 'Ask for a payment plan' }));
    const form = screen.getByRole('region', { name: 'You owe £240.00' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'We already have your request from 20 November 2026.',
    );
    expect(notes).toHaveValue('Please call after 5pm.');
  });

  it('sees the request already made instead of the form', async () => {
    vi.mocked(getPaymentPlan).mockResolvedValue({
      owedPence: 24_000,
      request: {
        id: 7,
        owedPence: 24_000,
        months: 6,
        monthlyPence: 4_000,
        phone: '07700900789',
        status: 'Requested',
        requestedAt: '2026-11-20T10:00:00.000Z',
      },
    });
    await renderScreen();
    const owed = await screen.findByRole('region', { name: 'You owe £240.00' });
    expect(await within(owed).findByRole('status')).toHaveTextContent(
      'We have your request of 20 November 2026',
    );
    expect(
      screen.queryByRole('button', { name: 'Ask for a payment plan' }),
    ).not.toBeInTheDocument();
  });
});
