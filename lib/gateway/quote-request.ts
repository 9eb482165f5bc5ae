import { z } from 'zod';
import { formatNumber } from '@/lib/format-number';
import {
  MONTHS_PER_YEAR,
  USAGE_ENTRY_RANGES,
  type UsageFuel,
  type UsagePeriod,
} from './contract/quote-figures';
import type { QuoteFuelType, QuoteRequest, UsageProfile } from './contract/quotes';

/** An exact amount as the customer types it (SPEC §5 ranges), for the usage form. */
export function exactUsageAmount(fuel: UsageFuel, period: UsagePeriod) {
  const [min, max] = USAGE_ENTRY_RANGES[fuel][period];
  const message = `Enter between ${formatNumber(min)} and ${formatNumber(max)} kWh a ${period}`;
  return z
    .number({ error: `Enter how many kWh of ${fuel} you use a ${period}` })
    .min(min, { error: message })
    .max(max, { error: message });
}

/** What the quote journey has found out about the home. */
export interface QuoteAnswers {
  postcode: string;
  fuelType: QuoteFuelType;
  hasEconomySevenMeter: boolean;
  usage:
    | { profile: Exclude<UsageProfile, 'EXACT_AMOUNT'> }
    | {
        profile: 'EXACT_AMOUNT';
        period: UsagePeriod;
        /** kWh in the period, as typed; only the fuels quoted are used. */
        electricityKwh?: number;
        gasKwh?: number;
      };
  ev: { selected: boolean; vehicleIsEv: boolean; meterEligible: boolean };
  /** From the chosen address, when the customer picked one. */
  mpan?: string;
  mprn?: string | null;
}

/**
 * The quote request for the answers, by SPEC §5's rules: an exact amount given for a month is
 * multiplied by 12 and rounded to whole kWh a year; a fuel not quoted, or a typical profile,
 * sends an empty usage; the MPRN goes only with gas; EV quotes only for an EV that the register
 * knows as one, on a meter that can have the tariff.
 */
export function buildQuoteRequest(answers: QuoteAnswers): QuoteRequest {
  const quoted = {
    electricity: answers.fuelType !== 'GAS_ONLY',
    gas: answers.fuelType !== 'ELECTRICITY_ONLY',
  };
  const { usage } = answers;
  const yearly = (fuel: UsageFuel): string => {
    if (usage.profile !== 'EXACT_AMOUNT' || !quoted[fuel]) return '';
    const amount = fuel === 'electricity' ? usage.electricityKwh : usage.gasKwh;
    if (amount === undefined) return '';
    return String(Math.round(usage.period === 'month' ? amount * MONTHS_PER_YEAR : amount));
  };
  const { selected, vehicleIsEv, meterEligible } = answers.ev;
  return {
    postcode: answers.postcode,
    hasEconomySevenMeter: answers.hasEconomySevenMeter,
    estimatedUsageType: usage.profile,
    fuelType: answers.fuelType,
    electricityUsagePerYearInKwh: yearly('electricity'),
    gasUsagePerYearInKwh: yearly('gas'),
    generateQuotesForEvTariffs: quoted.electricity && selected && vehicleIsEv && meterEligible,
    ...(answers.mpan ? { mpan: answers.mpan } : {}),
    ...(answers.mprn && quoted.gas ? { mprn: answers.mprn } : {}),
  };
}
