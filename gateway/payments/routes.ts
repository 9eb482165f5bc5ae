import { z } from 'zod';
import {
  getPayments,
  MIN_DIRECT_DEBIT_PENCE,
  updateDirectDebit,
  type Payments,
} from '@/lib/gateway/contract/payments';
import { agreementsOf, currentAgreements } from '../accounts/agreements';
import { balancePenceOf } from '../accounts/balance';
import { registersOf } from '../accounts/meter-points';
import { ownedAccount, type AccountRow } from '../accounts/owned-account';
import { addDays, londonToday, nextDayOfMonth } from '@/lib/iso-date';
import type { Db } from '../db/database';
import { execute, queryOne } from '../db/query';
import type { GatewayDeps } from '../deps';
import { conflict } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { currentYearlyCostPence } from '../pricing/yearly-cost';

const directDebitRow = z.object({
  amountPence: z.number().int(),
  dayOfMonth: z.number().int(),
  accountHolder: z.string(),
  sortCodeMasked: z.string(),
  accountNumberMasked: z.string(),
  bankName: z.string(),
});

function directDebitOf(db: Db, accountId: number) {
  return queryOne(
    db,
    directDebitRow,
    `SELECT amount_pence AS amountPence, day_of_month AS dayOfMonth,
            account_holder AS accountHolder, sort_code_masked AS sortCodeMasked,
            account_number_masked AS accountNumberMasked, bank_name AS bankName
       FROM direct_debits WHERE account_id = ?`,
    accountId,
  );
}

/** A twelfth of the coming year's estimated cost, less any credit (plus any debt), to £1. */
function recommendedAmountPence(db: Db, account: AccountRow, today: string): number {
  const registers = registersOf(db, account.id);
  const current = currentAgreements(agreementsOf(db, account.id, today));
  const yearly = currentYearlyCostPence(current, registers);
  const monthly = (yearly - balancePenceOf(db, account.id)) / 12;
  return Math.max(MIN_DIRECT_DEBIT_PENCE, Math.ceil(monthly / 100) * 100);
}

function paymentsOf({ db, now }: GatewayDeps, account: AccountRow): Payments {
  const today = londonToday(now());
  const directDebit = directDebitOf(db, account.id);
  return {
    directDebit: directDebit
      ? {
          ...directDebit,
          nextPaymentDate: nextDayOfMonth(addDays(today, 1), directDebit.dayOfMonth),
        }
      : null,
    recommendedAmountPence: recommendedAmountPence(db, account, today),
  };
}

export function paymentRoutes(router: GatewayRouter): void {
  router.add(getPayments, ({ params, principal, deps }) =>
    paymentsOf(deps, ownedAccount(deps.db, params.id, principal)),
  );

  router.add(updateDirectDebit, ({ params, body, principal, deps }) => {
    const account = ownedAccount(deps.db, params.id, principal);
    const current = directDebitOf(deps.db, account.id);
    if (!current) {
      throw conflict(
        'There is no Direct Debit on this account to change. Please set one up first.',
      );
    }
    execute(
      deps.db,
      'UPDATE direct_debits SET amount_pence = ?, day_of_month = ?, updated_at = ? WHERE account_id = ?',
      body.amountPence ?? current.amountPence,
      body.dayOfMonth ?? current.dayOfMonth,
      deps.now().toISOString(),
      account.id,
    );
    return paymentsOf(deps, account);
  });
}
