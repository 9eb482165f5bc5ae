import { firstCollectionOn, ordinalDay } from '@/lib/gateway/contract/direct-debit-days';
import {
  getPayments,
  replaceDirectDebitMandate,
  updateDirectDebit,
  type Payments,
} from '@/lib/gateway/contract/payments';
import { ownedAccount, type AccountRow } from '../accounts/owned-account';
import { checkBankDetails, storedBankDetails } from '../bank-details';
import { formatPounds } from '@/lib/format-money';
import { londonToday } from '@/lib/iso-date';
import { inTransaction, type Executor } from '../db/sql';
import type { GatewayDeps } from '../deps';
import { customerById } from '../account-security/queries';
import { eventSourceOf, recordSecurityEvent } from '../account-security/security-events';
import { confirmCurrentPassword } from '../auth/confirm-password';
import { conflict, unauthorized } from '../http/http-error';
import { bankDetailsChanged } from '../mail/messages';
import type { GatewayRouter } from '../http/router';
import { latestChange, recordChange } from './changes';
import { bankDetailsHashOf, directDebitOf, setCollection, setMandate } from './direct-debits';
import { directDebitForecast } from './forecast';

/** The Direct Debit there is to change, or a 409 saying there is none. */
async function currentDirectDebit(db: Executor, accountId: number) {
  const current = await directDebitOf(db, accountId);
  if (!current) {
    throw conflict('There is no Direct Debit on this account to change. Please set one up first.');
  }
  return current;
}

async function paymentsOf({ database, now }: GatewayDeps, account: AccountRow): Promise<Payments> {
  const today = londonToday(now());
  const directDebit = await directDebitOf(database, account.id);
  const forecast = await directDebitForecast(database, account.id, today);
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
    latestChange: await latestChange(database, account.id),
  };
}

export function paymentRoutes(router: GatewayRouter): void {
  router.add(getPayments, async ({ params, principal, deps }) =>
    paymentsOf(deps, await ownedAccount(deps.database, params.id, principal)),
  );

  router.add(updateDirectDebit, async ({ params, body, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    const current = await currentDirectDebit(deps.database, account.id);
    const amountPence = body.amountPence ?? current.amountPence;
    const dayOfMonth = body.dayOfMonth ?? current.dayOfMonth;
    if (amountPence === current.amountPence && dayOfMonth === current.dayOfMonth) {
      throw conflict(
        `Your Direct Debit is already ${formatPounds(amountPence)} on the ${ordinalDay(dayOfMonth)}: nothing to change.`,
      );
    }
    const changedAt = deps.now().toISOString();
    await inTransaction(deps.database, async (transaction) => {
      await setCollection(transaction, account.id, { amountPence, dayOfMonth, changedAt });
      await recordChange(transaction, account.id, {
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
    });
    return paymentsOf(deps, account);
  });

  router.add(replaceDirectDebitMandate, async ({ params, body, principal, deps, c }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    const customer = await customerById(deps.database, principal.customerId);
    if (!customer) throw unauthorized();
    await confirmCurrentPassword(deps, c, customer, body.currentPassword, 'body.currentPassword');
    const current = await currentDirectDebit(deps.database, account.id);
    checkBankDetails(body, 'body.accountNumber');
    const bank = storedBankDetails(body, deps.keyedHash);
    if (bank.hash === (await bankDetailsHashOf(deps.database, account.id))) {
      throw conflict('We already collect your Direct Debit from this bank account.');
    }
    const now = deps.now();
    const changedAt = now.toISOString();
    await inTransaction(deps.database, async (transaction) => {
      await setMandate(transaction, account.id, {
        accountHolder: body.accountHolderName,
        sortCodeMasked: bank.sortCodeMasked,
        accountNumberMasked: bank.accountNumberMasked,
        bankDetailsHash: bank.hash,
        changedAt,
      });
      await recordChange(transaction, account.id, {
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
      // The account the Direct Debit is for, never the bank details.
      await recordSecurityEvent(transaction, {
        customerId: customer.id,
        kind: 'bank-details-changed',
        at: now,
        source: eventSourceOf(deps, c),
        detail: account.number,
      });
      await deps.mailer.send(
        transaction,
        bankDetailsChanged(customer, account.number, bank.accountNumberMasked, now, deps.siteUrl),
      );
    });
    return paymentsOf(deps, account);
  });
}
