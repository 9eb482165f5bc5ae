import { z } from 'zod';
import type { Agreement } from '@/lib/gateway/contract/account';
import { addDays } from '@/lib/iso-date';
import { registersOf, type RegisterRow } from '../accounts/meter-points';
import type { AccountRow } from '../accounts/owned-account';
import { placeOf } from '../addresses/regions';
import { queryOne, type Executor } from '../db/sql';
import { productsOnSaleIn } from '../pricing/catalogue';
import {
  isFlexQuote,
  quoteTariffs,
  type PricedQuote,
  type SupplyNeeds,
} from '../pricing/quote-tariffs';
import { firstDirectDebitDate } from '../quotes/supply-dates';
import { REFERRAL_REWARD_PENCE } from '../referrals/reward';

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

/** A renewal starts the day after the last current agreement ends (or tomorrow, if variable). */
function renewalStartDate(current: readonly Agreement[], today: string): string {
  const lastEnd =
    current
      .map((agreement) => agreement.endDate ?? today)
      .sort()
      .at(-1) ?? today;
  return addDays(lastEnd < today ? today : lastEnd, 1);
}

export interface RenewalPrices {
  /** The fixed tariffs on offer, cheapest first, each saving against `variable`. */
  offers: PricedQuote[];
  /** A year on the variable (flex) tariff at the home's use: what the fix rolls onto. */
  variable: PricedQuote | null;
}

/**
 * Every tariff on sale in the account's region priced at the home's estimated use, on the same
 * basis as a new customer's quote (regional rates with VAT); null when we cannot price the
 * address.
 */
export async function priceRenewal(
  database: Executor,
  account: AccountRow,
  current: readonly Agreement[],
  { today, includeEv }: { today: string; includeEv: boolean },
): Promise<RenewalPrices | null> {
  const place = placeOf(account.postcode);
  if (place.kind !== 'supplied') return null;
  const supplyStartDate = renewalStartDate(current, today);
  const directDebit = await queryOne(
    database,
    z.object({ dayOfMonth: z.number().int() }),
    database
      .selectFrom('direct_debits')
      .select('day_of_month as dayOfMonth')
      .where('account_id', '=', account.id),
  );
  const quotes = quoteTariffs(
    await productsOnSaleIn(database, place.region.id),
    supplyNeeds(await registersOf(database, account.id)),
    {
      includeEv,
      supplyStartDate,
      firstDdDate: firstDirectDebitDate(supplyStartDate, directDebit?.dayOfMonth ?? null),
      referralFeePounds: REFERRAL_REWARD_PENCE / 100,
    },
  );
  return {
    offers: quotes.filter((quote) => quote.rate === 'Fixed'),
    variable: quotes.find(isFlexQuote) ?? null,
  };
}
