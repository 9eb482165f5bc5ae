import type { PendingRefund } from '@/lib/gateway/contract/bills';
import { formatPounds } from '@/lib/format-money';
import { pendingRefundOf } from '../refunds/requests';
import type { Executor } from '../db/sql';

/** The account's refund still on its way to the bank, as the transactions list shows it. */
export async function pendingRefundsOf(db: Executor, accountId: number): Promise<PendingRefund[]> {
  const pending = await pendingRefundOf(db, accountId);
  if (!pending) return [];
  return [
    {
      requestedAt: pending.requestedAt,
      description: `Refund of ${formatPounds(pending.amountPence)} to your bank (pending)`,
      amountPence: -pending.amountPence,
    },
  ];
}
