import { z } from 'zod';
import { toCsv } from '@/lib/csv/to-csv';
import { transactionsCsv } from '@/lib/csv/transactions-csv';
import { transactionCount, transactionsOf } from '../bills/queries';
import { queryAll, sqlBoolean, type Executor } from '../db/sql';

const pounds = (pence: number) => pence / 100;

const billRow = z.object({
  issuedOn: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  subtotalPence: z.number().int(),
  vatPence: z.number().int(),
  creditsPence: z.number().int(),
  totalPence: z.number().int(),
});

async function billsCsv(db: Executor, accountId: number): Promise<string> {
  const bills = await queryAll(
    db,
    billRow,
    db
      .selectFrom('bills')
      .select([
        'issued_on as issuedOn',
        'period_start as periodStart',
        'period_end as periodEnd',
        'subtotal_pence as subtotalPence',
        'vat_pence as vatPence',
        'credits_pence as creditsPence',
        'total_pence as totalPence',
      ])
      .where('account_id', '=', accountId)
      .orderBy('issued_on', 'desc')
      .orderBy('id', 'desc'),
  );
  return toCsv(
    ['Issued on', 'From', 'To', 'Before VAT (£)', 'VAT (£)', 'Credits (£)', 'Total (£)'],
    bills.map((bill) => [
      bill.issuedOn,
      bill.periodStart,
      bill.periodEnd,
      pounds(bill.subtotalPence),
      pounds(bill.vatPence),
      pounds(bill.creditsPence),
      pounds(bill.totalPence),
    ]),
  );
}

async function allTransactionsCsv(db: Executor, accountId: number): Promise<string> {
  const count = await transactionCount(db, accountId, undefined);
  const transactions = await transactionsOf(db, accountId, {
    kind: undefined,
    limit: count,
    offset: 0,
  });
  return transactionsCsv(transactions);
}

const SOURCE_LABEL = { customer: 'You', smart: 'Smart meter', estimated: 'Estimate' } as const;

const readingRow = z.object({
  readOn: z.string(),
  fuel: z.enum(['electricity', 'gas']),
  meterSerial: z.string(),
  register: z.enum(['standard', 'day', 'night']),
  value: z.number().int(),
  unit: z.enum(['kWh', 'm3']),
  source: z.enum(['customer', 'smart', 'estimated']),
  replaced: sqlBoolean,
});

/** Every reading of the account's meters, newest first, estimates a later reading replaced too. */
async function readingsCsv(db: Executor, accountId: number): Promise<string> {
  const readings = await queryAll(
    db,
    readingRow,
    db
      .selectFrom('readings as rd')
      .innerJoin('registers as r', 'r.id', 'rd.register_id')
      .innerJoin('meter_points as m', 'm.id', 'r.meter_point_id')
      .select((eb) => [
        'rd.read_on as readOn',
        'm.fuel',
        'm.meter_serial as meterSerial',
        'r.name as register',
        'rd.value',
        'r.unit',
        'rd.source',
        eb.case().when('rd.superseded_by', 'is not', null).then(1).else(0).end().as('replaced'),
      ])
      .where('m.account_id', '=', accountId)
      .orderBy('rd.read_on', 'desc')
      .orderBy('rd.id', 'desc'),
  );
  return toCsv(
    ['Date', 'Fuel', 'Meter', 'Register', 'Reading', 'Unit', 'From', 'Replaced by a later reading'],
    readings.map((reading) => [
      reading.readOn,
      reading.fuel,
      reading.meterSerial,
      reading.register,
      reading.value,
      reading.unit,
      SOURCE_LABEL[reading.source],
      reading.replaced ? 'Yes' : 'No',
    ]),
  );
}

const usageRow = z.object({
  day: z.string(),
  fuel: z.enum(['electricity', 'gas']),
  register: z.enum(['standard', 'day', 'night']),
  wh: z.number().int(),
});

/** The energy each day as the smart meter sent it (none for a meter read by hand). */
async function usageCsv(db: Executor, accountId: number): Promise<string> {
  const days = await queryAll(
    db,
    usageRow,
    db
      .selectFrom('daily_usage as u')
      .innerJoin('registers as r', 'r.id', 'u.register_id')
      .innerJoin('meter_points as m', 'm.id', 'r.meter_point_id')
      .select(['u.day', 'm.fuel', 'r.name as register', 'u.wh'])
      .where('m.account_id', '=', accountId)
      .orderBy('u.day', 'desc')
      .orderBy('r.id'),
  );
  return toCsv(
    ['Date', 'Fuel', 'Register', 'Energy (kWh)'],
    days.map((day) => [day.day, day.fuel, day.register, day.wh / 1000]),
  );
}

/** An account's records as CSV files, by file name. */
export async function accountRecordFiles(
  db: Executor,
  accountId: number,
): Promise<Record<string, string>> {
  return {
    'bills.csv': await billsCsv(db, accountId),
    'transactions.csv': await allTransactionsCsv(db, accountId),
    'readings.csv': await readingsCsv(db, accountId),
    'usage.csv': await usageCsv(db, accountId),
  };
}
