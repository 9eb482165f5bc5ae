import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getRefundableCredit, requestRefund } from '@/lib/gateway/refunds';
import { makeRouter } from '@/tests/utils/make-router';
import { renderAccountScreen } from '@/tests/utils/render-account-screen';
import { makeRefundableCredit, makeRefundRequested } from '@/tests/utils/refunds';
import {
  readToEnd,
  spokenDuring,
  startScreenReader,
  stopScreenReader,
} from '@/tests/utils/screen-reader';
import { RefundSection } from './refund-section';

vi.mock('next/router', () => ({ useRouter: () => makeRouter({ pathname: '/accounts/balance' }) }));
vi.mock('@/lib/gateway/refunds', () => ({ getRefundableCredit: vi.fn(), requestRefund: vi.fn() }));

beforeEach(() => {
  vi.mocked(getRefundableCredit).mockReset().mockResolvedValue(makeRefundableCredit());
  vi.mocked(requestRefund).mockReset().mockResolvedValue(makeRefundRequested());
});
afterEach(() => stopScreenReader());

/** The panel shown with its form, and the reader started at its top. */
async function hearPanel() {
  await renderAccountScreen(<RefundSection accountId={1} />);
  await screen.findByRole('button', { name: 'Refund my credit' });
  await startScreenReader();
}

const HINT =
  'Up to £79.09. We pay it into the bank account your Direct Debit comes from, within 5 working days.';
const amountField = () => screen.getByLabelText('Amount to refund (£)');

describe('Refund your credit, read by a screen reader', () => {
  it('reads each figure with its row header, then the amount field with its hint', async () => {
    await hearPanel();
    const spoken = await readToEnd();
    const row = (header: string, amount: string) => [
      `row, ${header} ${amount}`,
      `rowheader, ${header}`,
      `cell, ${amount}`,
      `end of row, ${header} ${amount}`,
    ];
    const forecast =
      'Your energy from 25 November 2026 to 24 November 2027, forecast from your own use and rates';
    expect(spoken.slice(0, spoken.indexOf('end of region, Refund your credit') + 1)).toEqual([
      'region, Refund your credit',
      'heading, Refund your credit, level 2',
      // Where the confirmation will be said, empty until then.
      'status',
      'table, How much we can refund',
      'caption, How much we can refund',
      'rowgroup',
      ...row('Your credit today', '£79.09'),
      ...row(forecast, '£1,104.00'),
      ...row('Your Direct Debits over those 12 months', '£1,176.00'),
      ...row('Kept back from your credit, for what your Direct Debits will not cover', '£0.00'),
      'row, You can ask for up to £79.09',
      'rowheader, You can ask for up to',
      'cell, £79.09',
      'strong',
      '£79.09',
      'end of strong',
      'end of cell, £79.09',
      'end of row, You can ask for up to £79.09',
      'end of rowgroup',
      'end of table, How much we can refund',
      'form',
      `textbox, Amount to refund (£), ${HINT}, placeholder  `,
      'Amount to refund (£)',
      'paragraph',
      HINT,
      'end of paragraph',
      'button, Refund my credit',
      'end of form',
      'end of region, Refund your credit',
    ]);
  });

  it('Refund my credit with the field empty takes focus to the field, read with its error', async () => {
    const user = userEvent.setup();
    await hearPanel();
    const spoken = await spokenDuring(() =>
      user.click(screen.getByRole('button', { name: 'Refund my credit' })),
    );
    expect(spoken.at(-1)).toBe(
      `textbox, Amount to refund (£), ${HINT} Enter how much you would like refunded, invalid, placeholder  `,
    );
    expect(amountField()).toHaveFocus();
  });

  it('says what was asked for once sent, and takes focus there', async () => {
    const user = userEvent.setup();
    await hearPanel();
    await user.type(amountField(), '20');
    const spoken = await spokenDuring(() => user.keyboard('{Enter}'));
    expect(spoken).toEqual([
      'polite: We are refunding £20.00 into your bank account ending 21. It should reach you within 5 working days, and shows as pending in your transactions until then. We have emailed you to confirm.',
      'paragraph',
    ]);
    expect(screen.getByText(/^We are refunding £20\.00/)).toHaveFocus();
  });
});
