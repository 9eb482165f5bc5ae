import { formatOfferPounds } from '@/lib/format-money';
import type { TariffQuote } from '@/lib/gateway/contract/tariff-quote';
import { FLEX_MARKER, TRACKER_MARKER } from '@/lib/gateway/contract/tariff-markers';

/** SPEC §3's derived rules for a tariff quote, and the words the quotes show for them. */

/** 'So Fixed 12M / Electricity' → 'So Fixed 12M': the part of the name before '/'. */
export function shortTariffName(tariffName: string): string {
  return (tariffName.split('/')[0] ?? tariffName).trim();
}

const PAYMENT_LABELS: Readonly<Record<TariffQuote['payment'], string>> = {
  'Monthly Direct Debit': 'Direct Debit',
};

/** 'Monthly Direct Debit', the way a new customer pays, is shown as 'Direct Debit'. */
export const paymentLabel = (payment: TariffQuote['payment']) => PAYMENT_LABELS[payment];

/** Variable when its rate is, or when it has no duration. */
export function isVariable(quote: Pick<TariffQuote, 'rate' | 'tariffLengthInMonths'>): boolean {
  return quote.rate === 'Variable' || quote.tariffLengthInMonths === null;
}

/** A tracker when either product code carries the tracker marker. */
export function isTracker(quote: Pick<TariffQuote, 'elecProductCode' | 'gasProductCode'>): boolean {
  return [quote.elecProductCode, quote.gasProductCode].some((code) =>
    (code ?? '').includes(TRACKER_MARKER),
  );
}

/** The flex tariff: its electricity product code carries the SOOC marker. */
export function isFlex(quote: Pick<TariffQuote, 'elecProductCode'>): boolean {
  return (quote.elecProductCode ?? '').includes(FLEX_MARKER);
}

const daysInMonth = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/**
 * The ISO date `months` after an ISO date; a day the later month lacks becomes its last day
 * (31 January + 1 month → 28 February), as a calendar does.
 */
export function addMonths(isoDate: string, months: number): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const monthIndex = month - 1 + months;
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = ((monthIndex % 12) + 12) % 12;
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  return new Date(Date.UTC(targetYear, targetMonth, targetDay)).toISOString().slice(0, 10);
}

/** Supply start plus the duration in months; null for a tariff with no duration. */
export function tariffEndDate(
  quote: Pick<TariffQuote, 'supplyStartDate' | 'tariffLengthInMonths'>,
): string | null {
  return quote.tariffLengthInMonths === null
    ? null
    : addMonths(quote.supplyStartDate, quote.tariffLengthInMonths);
}

const YEAR_WORDS = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'] as const;

/** 'Tracker Tariff', 'Variable Tariff', 'One'…'Six Year Tariff', or '{n} Month Tariff'. */
export function durationLabel(
  quote: Pick<TariffQuote, 'rate' | 'tariffLengthInMonths' | 'elecProductCode' | 'gasProductCode'>,
): string {
  if (isTracker(quote)) return 'Tracker Tariff';
  const months = quote.tariffLengthInMonths;
  if (isVariable(quote) || months === null) return 'Variable Tariff';
  const years = months % 12 === 0 ? YEAR_WORDS[months / 12 - 1] : undefined;
  return years ? `${years} Year Tariff` : `${months} Month Tariff`;
}

/**
 * The monthly cost in summer and in winter, in pence (not yet rounded): monthly × (1 ∓ factor),
 * the factor being the quote's percent divided by 100.
 */
export function seasonalMonthlyPence(
  quote: Pick<TariffQuote, 'costPerMonthInPounds' | 'seasonalAdjustmentFactor'>,
): { summer: number; winter: number } {
  const monthlyPence = Math.round(quote.costPerMonthInPounds * 100);
  const percent = quote.seasonalAdjustmentFactor;
  return {
    summer: (monthlyPence * (100 - percent)) / 100,
    winter: (monthlyPence * (100 + percent)) / 100,
  };
}

/** Everything a quote card shows beside its prices, worded. */
export interface QuoteSummary {
  shortName: string;
  payment: string;
  duration: string;
  variable: boolean;
  tracker: boolean;
  flex: boolean;
  /** ISO date; null for a tariff with no end. */
  endDate: string | null;
  /** '£85' or '£85.50': two decimals only when the cost is not whole pounds. */
  summerMonthlyCost: string;
  winterMonthlyCost: string;
}

export function summariseQuote(quote: TariffQuote): QuoteSummary {
  const seasonal = seasonalMonthlyPence(quote);
  return {
    shortName: shortTariffName(quote.tariffName),
    payment: paymentLabel(quote.payment),
    duration: durationLabel(quote),
    variable: isVariable(quote),
    tracker: isTracker(quote),
    flex: isFlex(quote),
    endDate: tariffEndDate(quote),
    summerMonthlyCost: formatOfferPounds(seasonal.summer),
    winterMonthlyCost: formatOfferPounds(seasonal.winter),
  };
}

/** What kind of price a quote has, in a word: 'Tracker', 'Flex', 'Variable' or 'Fixed'. */
export function priceKindLabel(quote: TariffQuote): 'Tracker' | 'Flex' | 'Variable' | 'Fixed' {
  if (isTracker(quote)) return 'Tracker';
  if (isFlex(quote)) return 'Flex';
  return isVariable(quote) ? 'Variable' : 'Fixed';
}

/** The exit fee for each fuel: '£50', '£75.50', or 'None' when there is none. */
export function exitFeeLabel(quote: Pick<TariffQuote, 'earlyExitFeePerFuelInPounds'>): string {
  const pence = Math.round(quote.earlyExitFeePerFuelInPounds * 100);
  return pence === 0 ? 'None' : formatOfferPounds(pence);
}

/** A year on the tariff a quote is compared with, as the renewal offers are with the variable. */
export interface YearlyBaseline {
  tariffName: string;
  costPerYearInPounds: number;
}

/** '£117.44 a year less than staying on So Flex', or more, or the same, to the penny. */
export function comparedWithWords(
  quote: Pick<TariffQuote, 'costPerYearInPounds'>,
  baseline: YearlyBaseline,
): string {
  const differencePence =
    Math.round(baseline.costPerYearInPounds * 100) - Math.round(quote.costPerYearInPounds * 100);
  const staying = `staying on ${shortTariffName(baseline.tariffName)}`;
  if (differencePence === 0) return `The same as ${staying}`;
  const amount = formatOfferPounds(Math.abs(differencePence));
  return `${amount} a year ${differencePence > 0 ? 'less' : 'more'} than ${staying}`;
}
