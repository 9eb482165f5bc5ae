import type { Transaction } from '@/lib/gateway/contract/bills';
import { toCsv } from '@/lib/csv/to-csv';

const PER_REQUEST = 100;

const KIND_LABEL: Record<Transaction['kind'], string> = {
  bill: 'Bill',
  payment: 'Payment',
  refund: 'Refund',
  credit: 'Credit',
};

/** Every transaction of the account, newest first, fetched a hundred at a time. */
export async function allTransactions(accountId: number): Promise<Transaction[]> {
  const first = await (
    await import('@/lib/gateway/bills')
  ).getTransactions(accountId, { page: 1, perPage: PER_REQUEST });
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.totalPages - 1) }, async (_, i) =>
      (await import('@/lib/gateway/bills')).getTransactions(accountId, {
        page: i + 2,
        perPage: PER_REQUEST,
      }),
    ),
  );
  return [first, ...rest].flatMap((page) => page.items);
}

const pounds = (pence: number) => pence / 100;

/**
 * The transactions as a spreadsheet reads them: amounts in pounds, money in positive and money
 * out negative, and the balance after each (negative when owed).
 */
export function transactionsCsv(transactions: readonly Transaction[]): string {
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
