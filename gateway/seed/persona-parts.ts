import { addDays, addMonths } from '@/lib/iso-date';
import { schemeYearOf } from '@/lib/gateway/contract/warm-home-discount-scheme';
import { SO_FLEX, type TariffFamily } from './tariff-catalogue';
import type { TariffPhase } from './persona-spec';

/** What the demo customers' stories share. */

/** A fixed tariff of `months` that ends on `end` (inclusive). */
export function fixedUntil(family: TariffFamily, months: number, end: string): TariffPhase {
  return { family, from: addDays(addMonths(end, -months), 1), to: end };
}

/** Paid over the winter: lately, but within this scheme year. */
export function discountPaidOn(today: string): string {
  const lately = addDays(today, -12);
  const { from } = schemeYearOf(today);
  return lately < from ? from : lately;
}

/** Variable until the day before `next` starts. */
export function flexBefore(from: string, next: TariffPhase): TariffPhase {
  return { family: SO_FLEX, from, to: addDays(next.from, -1) };
}

/** The flags of an account with nothing to hold it back. */
export const NO_FLAGS = {
  accountUnlocked: true,
  accountRestricted: false,
  blacklistedVoucher: false,
  smartMeterBookingEligible: false,
};
