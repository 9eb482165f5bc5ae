import type { Transaction } from '@/lib/gateway/contract/bills';
import { toCsv } from './to-csv';

const KIND_LABEL: Record<Transaction['kind'], string> = {
  bill: 'Bill',
  payment: 'Payment',
  refund: 'Refund',
  credit: 'Credit',
};

const pounds = (pence: number) => pence / 100;

/**
 * The transactions as a spreadsheet reads them: amounts in pounds, money in positive and money
 * out negative, and the balance after each (negative when owed). The balance screen's download
 * and the gateway's data archive write the same file.
 */
export function transactionsCsv(
  transactions: readonly Pick<
    Transaction,
    'postedOn' | 'kind' | 'description' | 'amountPence' | 'balancePence'
  >[],
): string {
  return toCsv(
    ['Date', 'Type', 'Description', 'Amount (£)', 'Balance (£)'],
    transactions.map((t) => [
      t.postedOn,
      KIND_LABEL[t.kind],
      t.description,
      pounds(t.amountPence),
      pounds(t.balancePence),
    ]),
  );
}
