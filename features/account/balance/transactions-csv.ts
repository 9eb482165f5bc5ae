import type { Transaction } from '@/lib/gateway/contract/bills';

const PER_REQUEST = 100;

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
