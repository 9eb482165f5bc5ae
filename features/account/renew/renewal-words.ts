import { formatLongDate } from '@/lib/format-date';
import { formatPounds } from '@/lib/format-money';
import { formatCount, formatKwh } from '@/lib/format-number';
import type { VariableTariffCost } from '@/lib/gateway/contract/renewals';
import type { TariffQuote } from '@/lib/gateway/contract/tariff-quote';
import { addDays } from '@/lib/iso-date';

const poundsToPence = (pounds: number) => Math.round(pounds * 100);

/** 'about £1,896.71 a year (£158.06 a month)' */
export const yearAndMonth = (
  cost: Pick<VariableTariffCost, 'costPerYearInPounds' | 'costPerMonthInPounds'>,
) =>
  `about ${formatPounds(poundsToPence(cost.costPerYearInPounds))} a year (${formatPounds(
    poundsToPence(cost.costPerMonthInPounds),
  )} a month)`;

/** 'Your price is fixed for 40 more days, until 24 April 2026.' */
export function priceHoldsWords(daysPriceHolds: number, priceHoldsUntil: string): string {
  if (daysPriceHolds === 0) return 'Your fixed price ends today.';
  const days = formatCount(daysPriceHolds, 'more day', 'more days');
  return `Your price is fixed for ${days}, until ${formatLongDate(priceHoldsUntil)}.`;
}

/** What a fix rolls onto when it ends, and from when. */
export function rollOntoWords(priceHoldsUntil: string, variable: VariableTariffCost): string {
  return `If you do nothing, you move to ${variable.tariffName}, our variable tariff, on ${formatLongDate(
    addDays(priceHoldsUntil, 1),
  )}: ${yearAndMonth(variable)} for the energy you use. Its price can go up or down.`;
}

/** 'for 2,900 kWh of electricity and 11,800 kWh of gas a year' */
export function usageWords(
  quote: Pick<TariffQuote, 'elecConsumptionPerYearInKwh' | 'gasConsumptionPerYearInKwh'>,
): string {
  const fuels = [
    quote.elecConsumptionPerYearInKwh !== null &&
      `${formatKwh(quote.elecConsumptionPerYearInKwh)} of electricity`,
    quote.gasConsumptionPerYearInKwh !== null &&
      `${formatKwh(quote.gasConsumptionPerYearInKwh)} of gas`,
  ].filter((words): words is string => Boolean(words));
  return `${fuels.join(' and ')} a year`;
}
