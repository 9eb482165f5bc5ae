import { z } from 'zod';
import { firstCollectionOn, ordinalDay } from '@/lib/gateway/contract/direct-debit-days';
import {
  getPayments,
  replaceDirectDebitMandate,
  updateDirectDebit,
  type Payments,
} from '@/lib/gateway/contract/payments';
import { ownedAccount, type AccountRow } from '../accounts/owned-account';
import { checkBankDetails, storedBankDetails } from '../bank-details';
import { londonToday } from '@/lib/iso-date';
import type { Db } from '../db/database';
import { execute, queryOne } from '../db/query';
import type { GatewayDeps } from '../deps';
import { conflict } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { formatPounds, latestChange, recordChange } from './changes';
import { directDebitForecast } from './forecast';

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

/** The keyed hash of the bank details collected from (null for demo data). */
function bankDetailsHashOf(db: Db, accountId: number): string | null {
  return (
    queryOne(
      db,
      z.object({ hash: z.string().nullable() }),
      'SELECT bank_details_hash AS hash FROM direct_debits WHERE account_id = ?',
      accountId,
    )?.hash ?? null
  );
}

/** The Direct Debit there is to change, or a 409 saying there is none. */
function currentDirectDebit(db: Db, accountId: number) {
  const current = directDebitOf(db, accountId);
  if (!current) {
    throw conflict('There is no Direct Debit on this account to change. Please set one up first.');
  }
  return current;
}

function paymentsOf({ db, now }: GatewayDeps, account: AccountRow): Payments {
  const today = londonToday(now());
  const directDebit = directDebitOf(db, account.id);
  const forecast = directDebitForecast(db, account.id, today);
  return {
    directDebit: directDebit
      ? {
          ...directDebit,
          // Collections are due from tomorrow, the day the forecast starts.
          nextPaymentDate: firstCollectionOn(forecast.from, directDebit.dayOfMonth),
        }
      : null,
    recommendedAmountPence: forecast.recommendedAmountPence,
    forecast,
    latestChange: latestChange(db, account.id),
  };
}

export function paymentRoutes(router: GatewayRouter): void {
  router.add(getPayments, ({ params, principal, deps }) =>
    paymentsOf(deps, ownedAccount(deps.db, params.id, principal)),
  );

  router.add(updateDirectDebit, ({ params, body, principal, deps }) => {
    const account = ownedAccount(deps.db, params.id, principal);
    const current = currentDirectDebit(deps.db, account.id);
    const amountPence = body.amountPence ?? current.amountPence;
    const dayOfMonth = body.dayOfMonth ?? current.dayOfMonth;
    if (amountPence === current.amountPence && dayOfMonth === current.dayOfMonth) {
      throw conflict(
        `Your Direct Debit is already ${formatPounds(amountPence)} on the ${ordinalDay(dayOfMonth)}: nothing to change.`,
      );
    }
    const changedAt = deps.now().toISOString();
    deps.db.transaction(() => {
      execute(
        deps.db,
        'UPDATE direct_debits SET amount_pence = ?, day_of_month = ?, updated_at = ? WHERE account_id = ?',
        amountPence,
        dayOfMonth,
        changedAt,
        account.id,
      );
      recordChange(deps.db, account.id, {
        kind: 'payment',
        oldAmountPence: current.amountPence,
        newAmountPence: amountPence,
        oldDayOfMonth: current.dayOfMonth,
        newDayOfMonth: dayOfMonth,
        oldAccountNumberMasked: null,
        newAccountNumberMasked: null,
        reason: body.reason ?? '',
        changedAt,
      });
    })();
    return paymentsOf(deps, account);
  });

  router.add(replaceDirectDebitMandate, ({ params, body, principal, deps }) => {
    const account = ownedAccount(deps.db, params.id, principal);
    const current = currentDirectDebit(deps.db, account.id);
    checkBankDetails(body, 'body.accountNumber');
    const bank = storedBankDetails(body, deps.keyedHash);
    if (bank.hash === bankDetailsHashOf(deps.db, account.id)) {
      throw conflict('We already collect your Direct Debit from this bank account.');
    }
    const changedAt = deps.now().toISOString();
    execute(
      deps.db,
      `UPDATE direct_debits
          SET account_holder = ?, sort_code_masked = ?, account_number_masked = ?, bank_name = '',
              bank_details_hash = ?, mandate_confirmed_at = ?, updated_at = ?
        WHERE account_id = ?`,
      body.accountHolderName,
      bank.sortCodeMasked,
      bank.accountNumberMasked,
      bank.hash,
      changedAt,
      changedAt,
      account.id,
    );
    recordChange(deps.db, account.id, {
      kind: 'mandate',
      oldAmountPence: current.amountPence,
      newAmountPence: current.amountPence,
      oldDayOfMonth: current.dayOfMonth,
      newDayOfMonth: current.dayOfMonth,
      oldAccountNumberMasked: current.accountNumberMasked,
      newAccountNumberMasked: bank.accountNumberMasked,
      reason: '',
      changedAt,
    });
    return paymentsOf(deps, account);
  });
}
