import { screen } from '@testing-library/react';
import { getBill } from '@/lib/gateway/bills';
import { makeAccountSummary, makeBill } from '@/tests/utils/account';
import { makeRouter } from '@/tests/utils/make-router';
import { renderAccountScreen } from '@/tests/utils/render-account-screen';
import { readToEnd, startScreenReader, stopScreenReader } from '@/tests/utils/screen-reader';
import { BillScreen } from './bill-screen';

const router = makeRouter({ pathname: '/accounts/balance/bill', query: { id: '31' } });
vi.mock('next/router', () => ({ useRouter: () => router }));
vi.mock('@/lib/gateway/bills', () => ({ getBill: vi.fn() }));

afterEach(() => stopScreenReader());

/** Everything the reader says from the top of the bill explained to the end of the page. */
async function readBill() {
  vi.mocked(getBill).mockResolvedValue(makeBill());
  await renderAccountScreen(<BillScreen account={makeAccountSummary()} />);
  await screen.findByRole('heading', { name: 'Bill for October 2026' });
  await startScreenReader();
  return readToEnd();
}

const slice = (spoken: string[], from: string, to: string) =>
  spoken.slice(spoken.indexOf(from), spoken.indexOf(to) + 1);

describe('Bill explained, read by a screen reader', () => {
  it('reads the heading, the period and the total with its label, then the Print this bill button', async () => {
    const spoken = await readBill();
    expect(spoken.slice(0, spoken.indexOf('button, Print this bill') + 1)).toEqual([
      'article, Bill for October 2026',
      'heading, Bill for October 2026, level 2',
      'Bill for',
      'October 2026',
      'end of heading, Bill for October 2026, level 2',
      'paragraph',
      'For',
      '1 October 2026',
      'to',
      '31 October 2026',
      ', issued on',
      '5 November 2026',
      'end of paragraph',
      'paragraph',
      'Total',
      'strong',
      '£132.79',
      'end of strong',
      'end of paragraph',
      'button, Print this bill',
    ]);
  });

  it('reads each amount of the Electricity section with what it is, never a bare number', async () => {
    const spoken = await readBill();
    expect(slice(spoken, 'region, Electricity', 'end of region, Electricity')).toEqual([
      'region, Electricity',
      'heading, Electricity, level 3',
      'heading, Electricity: So Fixed 12M, level 4',
      'term',
      'Meter',
      'end of term',
      'definition',
      '21L4815162',
      'end of definition',
      'term',
      'Opening reading',
      ',',
      '1 October 2026',
      'end of term',
      'definition',
      '18,204',
      'kWh',
      ',',
      'sent by your smart meter (actual)',
      'end of definition',
      'term',
      'Closing reading',
      ',',
      '1 November 2026',
      'end of term',
      'definition',
      '18,450',
      'kWh',
      ',',
      'sent by your smart meter (actual)',
      'end of definition',
      'term',
      'Electricity used',
      'end of term',
      'definition',
      '18,450',
      '−',
      '18,204',
      '=',
      '246',
      'kWh',
      'end of definition',
      'term',
      'Cost',
      'end of term',
      'definition',
      '246',
      'kWh ×',
      '24.7589p',
      '=',
      'strong',
      '£60.91',
      'end of strong',
      'end of definition',
      'paragraph',
      'Electricity standing charge: So Fixed 12M',
      ':',
      '31',
      'days ×',
      '52.5714p',
      'a day =',
      'strong',
      '£16.30',
      'end of strong',
      'end of paragraph',
      'end of region, Electricity',
    ]);
  });

  it('reads the How the total adds up table with a row header for every amount', async () => {
    const spoken = await readBill();
    expect(
      slice(spoken, 'table, How the total adds up', 'end of table, How the total adds up'),
    ).toEqual([
      'table, How the total adds up',
      'caption, How the total adds up',
      'rowgroup',
      'row, Energy and standing charges, before VAT £126.47',
      'rowheader, Energy and standing charges, before VAT',
      'cell, £126.47',
      'end of row, Energy and standing charges, before VAT £126.47',
      'row, VAT at 5% on £126.47 £6.32',
      'rowheader, VAT at 5% on £126.47',
      'VAT at 5% on',
      '£126.47',
      'end of rowheader, VAT at 5% on £126.47',
      'cell, £6.32',
      'end of row, VAT at 5% on £126.47 £6.32',
      'row, Total for October 2026 £132.79',
      'rowheader, Total for October 2026',
      'Total for',
      'October 2026',
      'end of rowheader, Total for October 2026',
      'cell, £132.79',
      'end of row, Total for October 2026 £132.79',
      'end of rowgroup',
      'end of table, How the total adds up',
    ]);
  });
});
