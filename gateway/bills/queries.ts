import { z } from 'zod';
import type { Row } from '../db/schema';
import { queryAll, queryOne, type Executor } from '../db/sql';

const BILL_COLUMNS = [
  'id',
  'issued_on as issuedOn',
  'period_start as periodStart',
  'period_end as periodEnd',
  'total_pence as totalPence',
] as const;

const billRow = z.object({
  id: z.number().int(),
  issuedOn: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  totalPence: z.number().int(),
});

const billTotals = billRow.extend({
  subtotalPence: z.number().int(),
  vatPence: z.number().int(),
  creditsPence: z.number().int(),
});

/** The account's bills, newest first. */
export function billsOf(db: Executor, accountId: number) {
  return queryAll(
    db,
    billRow,
    db
      .selectFrom('bills')
      .select(BILL_COLUMNS)
      .where('account_id', '=', accountId)
      .orderBy('issued_on', 'desc')
      .orderBy('id', 'desc'),
  );
}

/** One of the account's bills with its totals; undefined for another account's. */
export function billOf(db: Executor, accountId: number, billId: number) {
  return queryOne(
    db,
    billTotals,
    db
      .selectFrom('bills')
      .select([
        ...BILL_COLUMNS,
        'subtotal_pence as subtotalPence',
        'vat_pence as vatPence',
        'credits_pence as creditsPence',
      ])
      .where('id', '=', billId)
      .where('account_id', '=', accountId),
  );
}

const readingSource = z.enum(['customer', 'smart', 'estimated']);

const lineRow = z.object({
  kind: z.enum(['energy', 'standing_charge', 'vat', 'credit']),
  fuel: z.enum(['electricity', 'gas']).nullable(),
  description: z.string(),
  quantity: z.number().nullable(),
  unit: z.enum(['kWh', 'days']).nullable(),
  rateX10000: z.number().int().nullable(),
  amountPence: z.number().int(),
  registerName: z.enum(['standard', 'day', 'night']).nullable(),
  registerUnit: z.enum(['kWh', 'm3']).nullable(),
  meterSerialNumber: z.string().nullable(),
  openingOn: z.string().nullable(),
  openingValue: z.number().int().nullable(),
  openingSource: readingSource.nullable(),
  closingOn: z.string().nullable(),
  closingValue: z.number().int().nullable(),
  closingSource: readingSource.nullable(),
  calorificValue: z.number().nullable(),
});
export type LineRow = z.infer<typeof lineRow>;

/** A bill's lines in order, each with the register, meter and readings it was made from. */
export function linesOf(db: Executor, billId: number): Promise<LineRow[]> {
  return queryAll(
    db,
    lineRow,
    db
      .selectFrom('bill_lines as l')
      .leftJoin('registers as r', 'r.id', 'l.register_id')
      .leftJoin('meter_points as m', 'm.id', 'r.meter_point_id')
      .leftJoin('readings as o', 'o.id', 'l.opening_reading_id')
      .leftJoin('readings as c', 'c.id', 'l.closing_reading_id')
      .select([
        'l.kind',
        'l.fuel',
        'l.description',
        'l.quantity',
        'l.unit',
        'l.rate_pence_x10000 as rateX10000',
        'l.amount_pence as amountPence',
        'r.name as registerName',
        'r.unit as registerUnit',
        'm.meter_serial as meterSerialNumber',
        'o.read_on as openingOn',
        'o.value as openingValue',
        'o.source as openingSource',
        'c.read_on as closingOn',
        'c.value as closingValue',
        'c.source as closingSource',
        'l.calorific_value as calorificValue',
      ])
      .where('l.bill_id', '=', billId)
      .orderBy('l.position'),
  );
}

/**
 * The account's transactions with the balance after each: every transaction counts towards
 * the running balance, whichever are then shown.
 */
function ledgerOf(db: Executor, accountId: number) {
  return db
    .selectFrom('transactions')
    .select((eb) => [
      'id',
      'posted_on as postedOn',
      'kind',
      'description',
      'amount_pence as amountPence',
      'bill_id as billId',
      eb.fn
        .sum<number>('amount_pence')
        .over((over) => over.orderBy('posted_on').orderBy('id'))
        .as('balancePence'),
    ])
    .where('account_id', '=', accountId)
    .as('ledger');
}

const reconciliationRow = z.object({
  postedOn: z.string(),
  balanceBeforePence: z.number().int(),
  balanceAfterPence: z.number().int(),
});

/** The account's balance before and after the bill was posted; undefined if it never was. */
export function reconciliationOf(db: Executor, accountId: number, billId: number) {
  return queryOne(
    db,
    reconciliationRow,
    db
      .selectFrom(ledgerOf(db, accountId))
      .select((eb) => [
        'postedOn',
        eb('balancePence', '-', eb.ref('amountPence')).as('balanceBeforePence'),
        'balancePence as balanceAfterPence',
      ])
      .where('billId', '=', billId),
  );
}

type TransactionKind = Row<'transactions'>['kind'];

/** How many of the account's transactions there are, or of one kind. */
export async function transactionCount(
  db: Executor,
  accountId: number,
  kind: TransactionKind | undefined,
): Promise<number> {
  let query = db
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll().as('totalItems'))
    .where('account_id', '=', accountId);
  if (kind !== undefined) query = query.where('kind', '=', kind);
  const counted = await queryOne(db, z.object({ totalItems: z.number().int() }), query);
  return counted?.totalItems ?? 0;
}

const transactionRow = z.object({
  id: z.number().int(),
  postedOn: z.string(),
  kind: z.enum(['bill', 'payment', 'refund', 'credit']),
  description: z.string(),
  amountPence: z.number().int(),
  balancePence: z.number().int(),
  billId: z.number().int().nullable(),
});

/** A page of the account's transactions (or of one kind), newest first, each with its balance. */
export function transactionsOf(
  db: Executor,
  accountId: number,
  { kind, limit, offset }: { kind: TransactionKind | undefined; limit: number; offset: number },
) {
  let query = db.selectFrom(ledgerOf(db, accountId)).selectAll();
  if (kind !== undefined) query = query.where('kind', '=', kind);
  return queryAll(
    db,
    transactionRow,
    query.orderBy('postedOn', 'desc').orderBy('id', 'desc').limit(limit).offset(offset),
  );
}
