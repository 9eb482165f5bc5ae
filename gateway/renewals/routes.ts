import { randomUUID } from 'node:crypto';
import { createRenewalQuotes } from '@/lib/gateway/contract/renewals';
import { canRenew } from '../accounts/account-state';
import { agreementsOf, currentAgreements, RENEWAL_WINDOW_DAYS } from '../accounts/agreements';
import { registersOf } from '../accounts/meter-points';
import { ownedAccount } from '../accounts/owned-account';
import { placeOf } from '../addresses/regions';
import { addDays, londonToday } from '@/lib/iso-date';
import { execute, queryOne } from '../db/query';
import { unprocessable } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { productsOnSaleIn } from '../pricing/catalogue';
import { quoteTariffs, type SupplyNeeds } from '../pricing/quote-tariffs';
import { currentYearlyCostPence } from '../pricing/yearly-cost';
import { firstDirectDebitDate } from '../quotes/supply-dates';
import { REFERRAL_REWARD_PENCE } from '../referrals/reward';
import { z } from 'zod';
import type { RegisterRow } from '../accounts/meter-points';
import type { Agreement } from '@/lib/gateway/contract/account';

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

function whyNotRenewable(
  current: readonly Agreement[],
  accountUnlocked: boolean,
  restricted: boolean,
) {
  if (!accountUnlocked) return 'Your account needs to be fully set up before you can renew.';
  if (restricted) return 'Please call us to renew: there are restrictions on your account.';
  const ends = current
    .map((a) => a.endDate)
    .filter((end): end is string => end !== null)
    .sort();
  const firstEnd = ends[0];
  if (!firstEnd) return 'There is no tariff on this account to renew.';
  return `You can renew from ${longDate.format(
    new Date(`${addDays(firstEnd, -RENEWAL_WINDOW_DAYS)}T00:00:00Z`),
  )}, ${RENEWAL_WINDOW_DAYS} days before your tariff ends.`;
}

function supplyNeeds(registers: readonly RegisterRow[]): SupplyNeeds {
  const electricity = registers.filter((register) => register.fuel === 'electricity');
  const gas = registers.find((register) => register.fuel === 'gas');
  return {
    electricity:
      electricity.length === 0
        ? null
        : {
            profile: electricity.some((register) => register.name === 'night')
              ? 'eco7'
              : 'standard',
            kwh: Object.fromEntries(electricity.map((r) => [r.name, r.estimatedAnnualKwh])),
            smart: electricity.every((register) => register.meterType === 'smart'),
          },
    gas: gas ? { kwh: gas.estimatedAnnualKwh } : null,
  };
}

export function renewalRoutes(router: GatewayRouter): void {
  router.add(createRenewalQuotes, ({ params, body, principal, deps }) => {
    const account = ownedAccount(deps.db, params.id, principal);
    const now = deps.now();
    const today = londonToday(now);
    const agreements = agreementsOf(deps.db, account.id, today);
    const current = currentAgreements(agreements);
    if (!canRenew(account, agreements, today)) {
      throw unprocessable(
        whyNotRenewable(current, account.accountUnlocked, account.accountRestricted),
      );
    }
    const registers = registersOf(deps.db, account.id);
    const lastEnd =
      current
        .map((a) => a.endDate ?? today)
        .sort()
        .at(-1) ?? today;
    const supplyStartDate = addDays(lastEnd < today ? today : lastEnd, 1);
    const ddDay = queryOne(
      deps.db,
      z.object({ dayOfMonth: z.number().int() }),
      'SELECT day_of_month AS dayOfMonth FROM direct_debits WHERE account_id = ?',
      account.id,
    )?.dayOfMonth;

    const place = placeOf(account.postcode);
    if (place.kind !== 'supplied') {
      throw unprocessable('Please call us to renew: we cannot price tariffs for this address.');
    }

    const quotes = quoteTariffs(
      productsOnSaleIn(deps.db, place.region.id),
      supplyNeeds(registers),
      {
        includeEv: body.generateQuotesForEvTariffs,
        fixedOnly: true,
        currentYearlyPence: currentYearlyCostPence(current, registers),
        supplyStartDate,
        firstDdDate: firstDirectDebitDate(supplyStartDate, ddDay ?? null),
        referralFeePounds: REFERRAL_REWARD_PENCE / 100,
      },
    ).map((quote) => ({ quoteId: randomUUID(), ...quote }));

    deps.db.transaction(() => {
      for (const quote of quotes) {
        execute(
          deps.db,
          'INSERT INTO quotes (id, account_id, created_at, body) VALUES (?, ?, ?, ?)',
          quote.quoteId,
          account.id,
          now.toISOString(),
          JSON.stringify(quote),
        );
      }
    })();
    return quotes;
  });
}
