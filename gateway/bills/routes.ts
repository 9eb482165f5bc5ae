import { z } from 'zod';
import { getBill, getBills, getTransactions } from '@/lib/gateway/contract/bills';
import { ownedAccount } from '../accounts/owned-account';
import { queryAll, queryOne, sqlRate } from '../db/query';
import { notFound } from '../http/http-error';
import type { GatewayRouter } from '../http/router';

const BILL_COLUMNS = `id, issued_on AS issuedOn, period_start AS periodStart,
  period_end AS periodEnd, total_pence AS totalPence`;

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

const lineRow = z.object({
  kind: z.enum(['energy', 'standing_charge', 'vat', 'credit']),
  fuel: z.enum(['electricity', 'gas']).nullable(),
  description: z.string(),
  quantity: z.number().nullable(),
  unit: z.enum(['kWh', 'days']).nullable(),
  ratePence: sqlRate.nullable(),
  amountPence: z.number().int(),
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
  router.add(getBills, ({ params, principal, deps }) => {
    const account = ownedAccount(deps.db, params.id, principal);
    return {
      bills: queryAll(
        deps.db,
        billRow,
        `SELECT ${BILL_COLUMNS} FROM bills WHERE account_id = ? ORDER BY issued_on DESC, id DESC`,
        account.id,
      ),
    };
  });

  router.add(getBill, ({ params, principal, deps }) => {
    const account = ownedAccount(deps.db, params.id, principal);
    const bill = queryOne(
      deps.db,
      billTotals,
      `SELECT ${BILL_COLUMNS}, subtotal_pence AS subtotalPence, vat_pence AS vatPence,
              credits_pence AS creditsPence
         FROM bills WHERE id = ? AND account_id = ?`,
      params.billId,
      account.id,
    );
    if (!bill) throw notFound('We could not find that bill on this account.');
    const lines = queryAll(
      deps.db,
      lineRow,
      `SELECT kind, fuel, description, quantity, unit, rate_pence_x100 AS ratePence,
              amount_pence AS amountPence
         FROM bill_lines WHERE bill_id = ? ORDER BY position`,
      bill.id,
    );
    return { ...bill, lines };
  });

  router.add(getTransactions, ({ params, query, principal, deps }) => {
    const account = ownedAccount(deps.db, params.id, principal);
    const page = query.page ?? 1;
    const perPage = query.perPage ?? DEFAULT_PER_PAGE;
    const { totalItems } = queryOne(
      deps.db,
      z.object({ totalItems: z.number().int() }),
      'SELECT count(*) AS totalItems FROM transactions WHERE account_id = ?',
      account.id,
    ) ?? { totalItems: 0 };
    const items = queryAll(
      deps.db,
      transactionRow,
      `SELECT id, posted_on AS postedOn, kind, description, amount_pence AS amountPence,
              sum(amount_pence) OVER (ORDER BY posted_on, id) AS balancePence, bill_id AS billId
         FROM transactions WHERE account_id = ?
        ORDER BY posted_on DESC, id DESC LIMIT ? OFFSET ?`,
      account.id,
      perPage,
      (page - 1) * perPage,
    );
    return { items, page, perPage, totalItems, totalPages: Math.ceil(totalItems / perPage) };
  });
}
