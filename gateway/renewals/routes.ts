import { randomUUID } from 'node:crypto';
import type { Agreement } from '@/lib/gateway/contract/account';
import { QUOTE_VALID_DAYS } from '@/lib/gateway/contract/quote-figures';
import { RENEWAL_WINDOW_DAYS } from '@/lib/gateway/contract/renewal-window';
import {
  createRenewalQuotes,
  getRenewalOverview,
  requestRenewal,
} from '@/lib/gateway/contract/renewals';
import { tariffQuote } from '@/lib/gateway/contract/tariff-quote';
import { formatLongDate } from '@/lib/format-date';
import { addDays, daysBetween, londonToday } from '@/lib/iso-date';
import { canRenew } from '../accounts/account-state';
import { agreementsOf, currentAgreements } from '../accounts/agreements';
import { ownedAccount, type AccountRow } from '../accounts/owned-account';
import type { GatewayDeps } from '../deps';
import { inTransaction, type Executor } from '../db/sql';
import { conflict, notFound, unprocessable } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { priceRenewal } from './renewal-pricing';
import {
  pendingRenewalOf,
  recordRenewal,
  renewalQuoteOf,
  storeRenewalQuotes,
} from './renewal-records';

const DAY_MS = 86_400_000;

/** The first day a fixed price ends (with two fuels, the earlier); null on a variable tariff. */
function firstFixedEnd(current: readonly Agreement[]): string | null {
  if (current.some((agreement) => agreement.pricingType === 'Variable')) return null;
  return (
    current
      .map((agreement) => agreement.endDate)
      .filter((end): end is string => end !== null)
      .sort()[0] ?? null
  );
}

function whyNotRenewable(current: readonly Agreement[], account: AccountRow) {
  if (!account.accountUnlocked) {
    return 'Your account needs to be fully set up before you can renew.';
  }
  if (account.accountRestricted) {
    return 'Please call us to renew: there are restrictions on your account.';
  }
  const firstEnd = firstFixedEnd(current);
  if (!firstEnd) return 'There is no tariff on this account to renew.';
  return `You can renew from ${formatLongDate(addDays(firstEnd, -RENEWAL_WINDOW_DAYS))}, ${RENEWAL_WINDOW_DAYS} days before your tariff ends.`;
}

/**
 * The account's current agreements and today, read through `db` (the request's transaction,
 * if it has one); refused with 422 when it cannot renew.
 */
async function renewableNow(db: Executor, deps: GatewayDeps, account: AccountRow) {
  const today = londonToday(deps.now());
  const agreements = await agreementsOf(db, account.id, today);
  const current = currentAgreements(agreements);
  if (!canRenew(account, agreements, today)) {
    throw unprocessable(whyNotRenewable(current, account));
  }
  return { current, today };
}

const CANNOT_PRICE = 'Please call us to renew: we cannot price tariffs for this address.';

/** What a renewal keeps of the offer chosen. */
const chosenOffer = tariffQuote.pick({ tariffName: true, supplyStartDate: true });

export function renewalRoutes(router: GatewayRouter): void {
  router.add(createRenewalQuotes, async ({ params, body, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    const { current, today } = await renewableNow(deps.database, deps, account);
    const prices = await priceRenewal(deps.database, account, current, {
      today,
      includeEv: body.generateQuotesForEvTariffs,
    });
    if (!prices) throw unprocessable(CANNOT_PRICE);
    const createdAt = deps.now().toISOString();
    const quotes = prices.offers.map((quote) => ({ quoteId: randomUUID(), ...quote }));
    await storeRenewalQuotes(deps.database, account.id, quotes, createdAt);
    return quotes;
  });

  router.add(getRenewalOverview, async ({ params, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    const today = londonToday(deps.now());
    const current = currentAgreements(await agreementsOf(deps.database, account.id, today));
    const priceHoldsUntil = firstFixedEnd(current);
    const prices = await priceRenewal(deps.database, account, current, { today, includeEv: false });
    const variable = prices?.variable;
    return {
      priceHoldsUntil,
      daysPriceHolds: priceHoldsUntil ? Math.max(0, daysBetween(today, priceHoldsUntil)) : null,
      windowOpensOn: priceHoldsUntil ? addDays(priceHoldsUntil, -RENEWAL_WINDOW_DAYS) : null,
      variableTariff: variable
        ? {
            tariffName: variable.tariffName,
            costPerYearInPounds: variable.costPerYearInPounds,
            costPerMonthInPounds: variable.costPerMonthInPounds,
          }
        : null,
      pendingRenewal: await pendingRenewalOf(deps.database, account.id),
    };
  });

  router.add(requestRenewal, async ({ params, body, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    return inTransaction(deps.database, async (transaction) => {
      if (await pendingRenewalOf(transaction, account.id)) {
        throw conflict('We are already renewing this tariff: there is nothing more to do.');
      }
      const { current } = await renewableNow(transaction, deps, account);
      const quote = await renewalQuoteOf(transaction, account.id, body.quoteId);
      if (!quote) {
        throw notFound('We could not find that offer for this account. Please choose again.');
      }
      const ageMs = deps.now().getTime() - Date.parse(quote.createdAt);
      if (ageMs > QUOTE_VALID_DAYS * DAY_MS) {
        throw unprocessable(
          'That offer has ended. Please look at the tariffs on offer today.',
          'body.quoteId',
        );
      }
      return recordRenewal(transaction, {
        accountId: account.id,
        quoteId: body.quoteId,
        ...chosenOffer.parse(JSON.parse(quote.body)),
        requestedAt: deps.now().toISOString(),
        agreementIds: current.map((agreement) => agreement.id),
      });
    });
  });
}
