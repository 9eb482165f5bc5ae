import { z } from 'zod';
import {
  getBill,
  getBills,
  getTransactions,
  type BillLineReadings,
} from '@/lib/gateway/contract/bills';
import { ownedAccount } from '../accounts/owned-account';
import { queryAll, queryOne, sql } from '../db/sql';
import { GAS_VOLUME_CORRECTION } from '../energy';
import { notFound } from '../http/http-error';
import type { GatewayRouter } from '../http/router';

const BILL_COLUMNS = sql`id, issued_on AS "issuedOn", period_start AS "periodStart",
  period_end AS "periodEnd", total_pence AS "totalPence"`;

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
type LineRow = z.infer<typeof lineRow>;

/** The readings an energy line was made from, and for gas how its cubic metres became kWh. */
function readingsOf(row: LineRow): BillLineReadings | null {
  const { registerName, registerUnit, meterSerialNumber } = row;
  const { openingOn, openingValue, openingSource, closingOn, closingValue, closingSource } = row;
  if (
    registerName === null ||
    registerUnit === null ||
    meterSerialNumber === null ||
    openingOn === null ||
    openingValue === null ||
    openingSource === null ||
    closingOn === null ||
    closingValue === null ||
    closingSource === null
  ) {
    return null;
  }
  return {
    registerName,
    meterSerialNumber,
    unit: registerUnit,
    opening: { readOn: openingOn, value: openingValue, source: openingSource },
    closing: { readOn: closingOn, value: closingValue, source: closingSource },
    gasConversion:
      row.calorificValue === null
        ? null
        : {
            cubicMetres: closingValue - openingValue,
            volumeCorrection: GAS_VOLUME_CORRECTION,
            calorificValue: row.calorificValue,
          },
  };
}

const reconciliationRow = z.object({
  postedOn: z.string(),
  balanceBeforePence: z.number().int(),
  balanceAfterPence: z.number().int(),
});

const DEFAULT_PER_PAGE = 25;

const transactionRow = z.object({
  id: z.number().int(),
  postedOn: z.string(),
  kind: z.enum(['bill', 'payment', 'refund', 'credit']),
  description: z.string(),
  amountPence: z.number().int(),
  balancePence: z.number().int(),
  billId: z.number().int().nullable(),
});

export function billRoutes(router: GatewayRouter): void {
  router.add(getBills, async ({ params, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    return {
      bills: await queryAll(
        deps.database,
        billRow,
        sql`SELECT ${BILL_COLUMNS} FROM bills WHERE account_id = ${account.id}
             ORDER BY issued_on DESC, id DESC`,
      ),
    };
  });

  router.add(getBill, async ({ params, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    const bill = await queryOne(
      deps.database,
      billTotals,
      sql`SELECT ${BILL_COLUMNS}, subtotal_pence AS "subtotalPence", vat_pence AS "vatPence",
                 credits_pence AS "creditsPence"
            FROM bills WHERE id = ${params.billId} AND account_id = ${account.id}`,
    );
    if (!bill) throw notFound('We could not find that bill on this account.');
    const lines = await queryAll(
      deps.database,
      lineRow,
      sql`SELECT l.kind, l.fuel, l.description, l.quantity, l.unit,
                 l.rate_pence_x10000 AS "rateX10000", l.amount_pence AS "amountPence",
                 r.name AS "registerName", r.unit AS "registerUnit",
                 m.meter_serial AS "meterSerialNumber",
                 o.read_on AS "openingOn", o.value AS "openingValue", o.source AS "openingSource",
                 c.read_on AS "closingOn", c.value AS "closingValue", c.source AS "closingSource",
                 l.calorific_value AS "calorificValue"
            FROM bill_lines l
            LEFT JOIN registers r ON r.id = l.register_id
            LEFT JOIN meter_points m ON m.id = r.meter_point_id
            LEFT JOIN readings o ON o.id = l.opening_reading_id
            LEFT JOIN readings c ON c.id = l.closing_reading_id
           WHERE l.bill_id = ${bill.id} ORDER BY l.position`,
    );
    const reconciliation = await queryOne(
      deps.database,
      reconciliationRow,
      sql`SELECT "postedOn", "balanceAfterPence" - amount_pence AS "balanceBeforePence",
                 "balanceAfterPence"
            FROM (SELECT posted_on AS "postedOn", amount_pence, bill_id,
                         sum(amount_pence) OVER (ORDER BY posted_on, id) AS "balanceAfterPence"
                    FROM transactions WHERE account_id = ${account.id}) AS ledger
           WHERE bill_id = ${bill.id}`,
    );
    return {
      ...bill,
      lines: lines.map((row) => ({
        kind: row.kind,
        fuel: row.fuel,
        description: row.description,
        quantity: row.quantity,
        unit: row.unit,
        ratePence: row.rateX10000 === null ? null : row.rateX10000 / 10_000,
        amountPence: row.amountPence,
        readings: readingsOf(row),
      })),
      reconciliation: reconciliation ?? null,
    };
  });

  router.add(getTransactions, async ({ params, query, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    const page = query.page ?? 1;
    const perPage = query.perPage ?? DEFAULT_PER_PAGE;
    // Every transaction counts towards the running balance, whichever kind is shown.
    const ofKind = query.kind === undefined ? sql`TRUE` : sql`kind = ${query.kind}`;
    const { totalItems } = (await queryOne(
      deps.database,
      z.object({ totalItems: z.number().int() }),
      sql`SELECT count(*) AS "totalItems" FROM transactions
           WHERE account_id = ${account.id} AND ${ofKind}`,
    )) ?? { totalItems: 0 };
    const items = await queryAll(
      deps.database,
      transactionRow,
      sql`SELECT * FROM (
            SELECT id, posted_on AS "postedOn", kind, description, amount_pence AS "amountPence",
                   sum(amount_pence) OVER (ORDER BY posted_on, id) AS "balancePence",
                   bill_id AS "billId"
              FROM transactions WHERE account_id = ${account.id}) AS ledger
           WHERE ${ofKind}
           ORDER BY "postedOn" DESC, id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
    );
    return { items, page, perPage, totalItems, totalPages: Math.ceil(totalItems / perPage) };
  });
}
