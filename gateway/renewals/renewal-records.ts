import { z } from 'zod';
import type { AccountRenewal } from '@/lib/gateway/contract/renewals';
import { execute, inTransaction, insertId, queryAll, queryOne, type Executor } from '../db/sql';

const renewalRow = z.object({
  id: z.number().int(),
  status: z.enum(['Pending', 'Completed', 'Cancelled']),
  tariffName: z.string().nullable(),
  supplyStartDate: z.string().nullable(),
  requestedAt: z.string(),
});

/** The account's renewal under way, if there is one. */
export async function pendingRenewalOf(
  db: Executor,
  accountId: number,
): Promise<AccountRenewal | null> {
  const renewal = await queryOne(
    db,
    renewalRow,
    db
      .selectFrom('renewals')
      .select([
        'id',
        'status',
        'tariff_name as tariffName',
        'supply_start_date as supplyStartDate',
        'requested_at as requestedAt',
      ])
      .where('account_id', '=', accountId)
      .where('status', '=', 'Pending'),
  );
  if (!renewal) return null;
  const agreements = await queryAll(
    db,
    z.object({ id: z.number().int() }),
    db
      .selectFrom('renewal_agreements')
      .select('agreement_id as id')
      .where('renewal_id', '=', renewal.id)
      .orderBy('agreement_id'),
  );
  return { ...renewal, agreementIds: agreements.map(({ id }) => id) };
}

export interface NewRenewal {
  accountId: number;
  quoteId: string;
  tariffName: string;
  supplyStartDate: string;
  requestedAt: string;
  /** The current agreements the renewal follows on from. */
  agreementIds: readonly number[];
}

/** Records a Pending renewal onto a chosen offer. */
export function recordRenewal(db: Executor, renewal: NewRenewal): Promise<AccountRenewal> {
  return inTransaction(db, async (transaction) => {
    const id = await insertId(
      transaction,
      transaction
        .insertInto('renewals')
        .values({
          account_id: renewal.accountId,
          status: 'Pending',
          requested_at: renewal.requestedAt,
          quote_id: renewal.quoteId,
          tariff_name: renewal.tariffName,
          supply_start_date: renewal.supplyStartDate,
        })
        .returning('id'),
    );
    if (renewal.agreementIds.length > 0) {
      const rows = renewal.agreementIds.map((agreementId) => ({
        renewal_id: id,
        agreement_id: agreementId,
      }));
      await execute(transaction, transaction.insertInto('renewal_agreements').values(rows));
    }
    return {
      id,
      status: 'Pending' as const,
      tariffName: renewal.tariffName,
      supplyStartDate: renewal.supplyStartDate,
      requestedAt: renewal.requestedAt,
      agreementIds: renewal.agreementIds.toSorted((a, b) => a - b),
    };
  });
}

/** Keeps the renewal offers made to the account, each as its JSON, for one to be chosen. */
export async function storeRenewalQuotes(
  db: Executor,
  accountId: number,
  quotes: readonly { quoteId: string }[],
  createdAt: string,
): Promise<void> {
  if (quotes.length === 0) return;
  const rows = quotes.map((quote) => ({
    id: quote.quoteId,
    account_id: accountId,
    created_at: createdAt,
    body: JSON.stringify(quote),
  }));
  await execute(db, db.insertInto('quotes').values(rows));
}

/** A renewal offer made to the account: when, and its JSON. */
export function renewalQuoteOf(db: Executor, accountId: number, quoteId: string) {
  return queryOne(
    db,
    z.object({ createdAt: z.string(), body: z.string() }),
    db
      .selectFrom('quotes')
      .select(['created_at as createdAt', 'body'])
      .where('id', '=', quoteId)
      .where('account_id', '=', accountId),
  );
}
