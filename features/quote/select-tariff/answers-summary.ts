import { formatKwh } from '@/lib/format-number';
import type { SupplyAddress } from '@/lib/gateway/contract/addresses';
import type { TariffQuote } from '@/lib/gateway/contract/tariff-quote';
import type { QuoteAnswers } from '@/lib/gateway/quote-request';
import { FUEL_LABELS, PROFILE_LABELS } from '../quote-step/answer-labels';

/** One line of "what these prices are for". */
export interface SummaryRow {
  label: string;
  value: string;
}

/** '12 Gloucester Road, Bristol BS7 9JN'; the postcode alone without an address. */
export function addressLine(address: SupplyAddress | null, postcode: string): string {
  if (!address) return postcode;
  return [address.line1, address.line2, `${address.town} ${address.postcode}`]
    .filter(Boolean)
    .join(', ');
}

/** The kWh a year the prices assume, from the quotes themselves (they are what was priced). */
function assumedUse(quote: TariffQuote | undefined): string | null {
  if (!quote) return null;
  const parts = [
    quote.elecConsumptionPerYearInKwh === null
      ? null
      : `${formatKwh(quote.elecConsumptionPerYearInKwh)} of electricity`,
    quote.gasConsumptionPerYearInKwh === null
      ? null
      : `${formatKwh(quote.gasConsumptionPerYearInKwh)} of gas`,
  ].filter((part) => part !== null);
  return parts.length ? `${parts.join(' and ')} a year` : null;
}

function usageLine(answers: QuoteAnswers, priced: TariffQuote | undefined): string {
  const { usage } = answers;
  if (usage.profile !== 'EXACT_AMOUNT') {
    const assumed = assumedUse(priced);
    const profile = `${PROFILE_LABELS[usage.profile]} use`;
    return assumed ? `${profile} (about ${assumed})` : profile;
  }
  const amounts = [
    answers.fuelType !== 'GAS_ONLY' && usage.electricityKwh !== undefined
      ? `${formatKwh(usage.electricityKwh)} of electricity`
      : null,
    answers.fuelType !== 'ELECTRICITY_ONLY' && usage.gasKwh !== undefined
      ? `${formatKwh(usage.gasKwh)} of gas`
      : null,
  ].filter((part) => part !== null);
  return `${amounts.join(' and ')} a ${usage.period}`;
}

/**
 * The electricity meter in SPEC §3's words ('Smart meter', 'Standard meter'): Economy 7 as the
 * prospect answered, otherwise the meter the chosen home has.
 */
function meterLine(answers: QuoteAnswers, address: SupplyAddress | null): string {
  if (answers.hasEconomySevenMeter) return 'Economy 7 meter (day and night rates)';
  return address?.meterType === 'smart'
    ? 'Smart meter (one rate all day)'
    : 'Standard meter (one rate all day)';
}

/**
 * What the prices were worked out for, in the prospect's words: the home, the fuel, the meter,
 * the use and the electric vehicle. `priced` is any one quote, for the typical use it assumed.
 */
export function answersSummary(
  answers: QuoteAnswers,
  address: SupplyAddress | null,
  priced?: TariffQuote,
): SummaryRow[] {
  const rows: SummaryRow[] = [
    { label: 'Home', value: addressLine(address, answers.postcode) },
    { label: 'Fuel', value: FUEL_LABELS[answers.fuelType] },
  ];
  if (answers.fuelType !== 'GAS_ONLY')
    rows.push({ label: 'Meter', value: meterLine(answers, address) });
  rows.push({ label: 'Use', value: usageLine(answers, priced) });
  if (answers.ev.selected && answers.fuelType !== 'GAS_ONLY') {
    rows.push({ label: 'Electric vehicle', value: 'Yes' });
  }
  return rows;
}
