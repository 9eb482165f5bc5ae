import {
  getBill,
  getBills,
  getTransactions,
  type BillLineReadings,
} from '@/lib/gateway/contract/bills';
import { ownedAccount } from '../accounts/owned-account';
import { GAS_VOLUME_CORRECTION } from '../energy';
import { notFound } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { pendingRefundsOf } from './pending-refunds';
import {
  billOf,
  billsOf,
  linesOf,
  reconciliationOf,
  transactionCount,
  transactionsOf,
  type LineRow,
} from './queries';

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

const DEFAULT_PER_PAGE = 25;

export function billRoutes(router: GatewayRouter): void {
  router.add(getBills, async ({ params, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    return { bills: await billsOf(deps.database, account.id) };
  });

  router.add(getBill, async ({ params, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    const bill = await billOf(deps.database, account.id, params.billId);
    if (!bill) throw notFound('We could not find that bill on this account.');
    const lines = await linesOf(deps.database, bill.id);
    const reconciliation = await reconciliationOf(deps.database, account.id, bill.id);
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
    const totalItems = await transactionCount(deps.database, account.id, query.kind);
    const items = await transactionsOf(deps.database, account.id, {
      kind: query.kind,
      limit: perPage,
      offset: (page - 1) * perPage,
    });
    const totalPages = Math.ceil(totalItems / perPage);
    const showsRefunds = query.kind === undefined || query.kind === 'refund';
    const pendingRefunds = showsRefunds ? await pendingRefundsOf(deps.database, account.id) : [];
    return { items, page, perPage, totalItems, totalPages, pendingRefunds };
  });
}
