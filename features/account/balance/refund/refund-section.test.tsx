import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_ACTIONS } from '@/lib/gateway/contract/account-sections';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { getRefundableCredit, requestRefund } from '@/lib/gateway/refunds';
import { renderAccountScreen } from '@/tests/utils/render-account-screen';
import { makeRefundableCredit, makeRefundRequested } from '@/tests/utils/refunds';
import { RefundSection } from './refund-section';

vi.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/accounts/balance', asPath: '/accounts/balance', isReady: true }),
}));
vi.mock('@/lib/gateway/refunds', () => ({
  getRefundableCredit: vi.fn(),
  requestRefund: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(getRefundableCredit).mockReset().mockResolvedValue(makeRefundableCredit());
  vi.mocked(requestRefund).mockReset().mockResolvedValue(makeRefundRequested());
});

const panel = () => screen.getByRole('region', { name: 'Refund your credit' });
const amountField = () => screen.findByLabelText('Amount to refund (£)');
const refundButton = () => screen.getByRole('button', { name: 'Refund my credit' });

async function askFor(amount: string) {
  const user = userEvent.setup();
  const field = await amountField();
  await user.clear(field);
  await user.type(field, amount);
  await user.click(refundButton());
  return { user, field };
}

const renderSection = () => renderAccountScreen(<RefundSection accountId={1} />);

describe('Refund your credit', () => {
  it('holds its place while the figures load', async () => {
    vi.mocked(getRefundableCredit).mockReturnValue(new Promise(() => {}));
    await renderSection();
    expect(within(panel()).getByText('Loading your credit')).toBeInTheDocument();
  });

  it('shows how the refundable figure is worked out, line by line', async () => {
    vi.mocked(getRefundableCredit).mockResolvedValue(
      makeRefundableCredit({
        balancePence: 30_000,
        directDebitsPence: 100_000,
        keptBackPence: 10_400,
        refundablePence: 19_600,
      }),
    );
    await renderSection();
    const table = await screen.findByRole('table', { name: 'How much we can refund' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Your credit today£300.00',
      'Your energy from 25 November 2026 to 24 November 2027, forecast from your own use and rates£1,104.00',
      'Your Direct Debits over those 12 months£1,000.00',
      'Kept back from your credit, for what your Direct Debits will not cover£104.00',
      'You can ask for up to£196.00',
    ]);
    expect(await amountField()).toHaveAccessibleDescription(/^Up to £196\.00\./);
  });

  it('asks for £20, confirms it in words with the email on its way, and takes focus there', async () => {
    await renderSection();
    await askFor('20');
    const confirmation = await within(panel()).findByText(/^We are refunding £20\.00/);
    expect(confirmation).toHaveTextContent(
      'We are refunding £20.00 into your bank account ending 21. It should reach you within 5 working days, and shows as pending in your transactions until then. We have emailed you to confirm.',
    );
    expect(confirmation).toHaveFocus();
    expect(requestRefund).toHaveBeenCalledWith(
      1,
      { amountPence: 2000 },
      { idempotencyKey: expect.any(String) },
    );
  });

  it.each([
    ['', 'Enter how much you would like refunded'],
    ['twenty', 'Enter an amount in pounds and pence, like 20.00'],
    ['0', 'Enter an amount of at least 1p'],
    ['79.10', 'You can ask for up to £79.09 now'],
  ])('refuses %j beside the field, announced, without sending', async (amount, message) => {
    await renderSection();
    const { field } = await askFor(amount || ' ');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(requestRefund).not.toHaveBeenCalled();
  });

  it('sends a retry after a network failure with the same Idempotency-Key, keeping the amount typed', async () => {
    vi.mocked(requestRefund).mockRejectedValueOnce(
      new GatewayError('We could not reach So Energy. Check your connection and try again.', 0),
    );
    await renderSection();
    const { user, field } = await askFor('20');
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(/could not reach/);
    expect(field).toHaveValue('20');
    await user.click(refundButton());
    expect(await within(panel()).findByText(/^We are refunding £20\.00/)).toBeVisible();
    const [first, second] = vi.mocked(requestRefund).mock.calls.map(([, , options]) => options);
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('asks once however many times the button is pressed while it sends', async () => {
    await renderSection();
    const user = userEvent.setup();
    await user.type(await amountField(), '20');
    await user.dblClick(refundButton());
    expect(await within(panel()).findByText(/^We are refunding £20\.00/)).toBeVisible();
    expect(requestRefund).toHaveBeenCalledTimes(1);
  });

  it('says why when the gateway refuses, and shows the refusal the figures now carry', async () => {
    const pending =
      'We are already paying you a refund. You can ask for another once it has reached your bank.';
    vi.mocked(requestRefund).mockRejectedValue(new GatewayError(pending, 422));
    await renderSection();
    vi.mocked(getRefundableCredit).mockResolvedValue(
      makeRefundableCredit({ refundablePence: 0, refusal: pending }),
    );
    await askFor('20');
    expect(await within(panel()).findByText(pending)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Refund my credit' })).not.toBeInTheDocument();
  });

  it('shows what the gateway says beside the field when the amount is more than it allows', async () => {
    vi.mocked(requestRefund).mockRejectedValue(
      new GatewayError('You can ask for up to £10.00 now.', 422, {
        fields: [{ path: 'body.amountPence', message: 'You can ask for up to £10.00 now.' }],
      }),
    );
    await renderSection();
    const { field } = await askFor('20');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('You can ask for up to £10.00 now.'),
      ),
    );
  });

  it.each([
    ['a locked account', ACCOUNT_ACTIONS.refund.customer[0].reason],
    ['a restricted account', ACCOUNT_ACTIONS.refund.customer[1].reason],
    [
      'a debit balance',
      'Your account is not in credit, so there is nothing to refund. Your balance shows what you owe.',
    ],
    [
      'a refund already pending',
      'We are already paying you a refund. You can ask for another once it has reached your bank.',
    ],
    [
      'no bank details',
      'We have no bank details to pay a refund into. Set up a Direct Debit on Payments first.',
    ],
  ])('says why nothing can be refunded for %s, with no form', async (_, refusal) => {
    vi.mocked(getRefundableCredit).mockResolvedValue(
      makeRefundableCredit({ refundablePence: 0, refusal }),
    );
    await renderSection();
    expect(await within(panel()).findByText(refusal)).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund my credit' })).not.toBeInTheDocument();
  });

  it('says when the figures cannot load, with a way to try again', async () => {
    vi.mocked(getRefundableCredit).mockRejectedValueOnce(
      new GatewayError('We could not work out your credit just now.', 503),
    );
    await renderSection();
    expect(await screen.findByText('We could not work out your credit just now.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'How much we can refund' })).toBeVisible();
  });
});
