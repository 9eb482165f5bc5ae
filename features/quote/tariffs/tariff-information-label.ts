import { formatLongDate } from '@/lib/format-date';
import { formatPence, formatPounds } from '@/lib/format-money';
import type { TariffQuote } from '@/lib/gateway/contract/tariff-quote';
import { rateLabel } from '@/lib/rate-label';
import { exitFeeLabel, isTracker, isVariable, paymentLabel, tariffEndDate } from './quote-labels';

/** One line of the label: what Ofgem calls the field, and its value as the customer reads it. */
export interface LabelRow {
  label: string;
  value: string;
}

export const SUPPLIER_NAME = 'So Energy';

const kwh = (amount: number) => `${amount.toLocaleString('en-GB')} kWh`;
const perKwh = (pence: number) => `${formatPence(pence)} per kWh including VAT`;
const perDay = (pence: number) => `${formatPence(pence)} per day including VAT`;
const poundsToPence = (pounds: number) => Math.round(pounds * 100);

const hasElectricity = (quote: TariffQuote) => quote.fuelType !== 'Gas';
const hasGas = (quote: TariffQuote) => quote.fuelType !== 'Electricity';

function tariffType(quote: TariffQuote): string {
  if (isTracker(quote)) return 'Variable (tracker: follows the wholesale market)';
  return isVariable(quote) ? 'Variable' : 'Fixed';
}

function electricityRows(quote: TariffQuote): LabelRow[] {
  const singleRate = quote.elecRates.length === 1 && quote.elecRates[0]?.name === 'standard';
  const rates = quote.elecRates.map((rate) => ({
    label: singleRate
      ? 'Electricity unit rate'
      : `Electricity unit rate (${rateLabel(rate.name).toLowerCase()})`,
    value: perKwh(rate.costPerKwhInPence),
  }));
  const standing =
    quote.elecStandingChargeInPence === null
      ? []
      : [{ label: 'Electricity standing charge', value: perDay(quote.elecStandingChargeInPence) }];
  return [...rates, ...standing];
}

function gasRows(quote: TariffQuote): LabelRow[] {
  return [
    ...(quote.gasCostPerKwhInPence === null
      ? []
      : [{ label: 'Gas unit rate', value: perKwh(quote.gasCostPerKwhInPence) }]),
    ...(quote.gasStandingChargeInPence === null
      ? []
      : [{ label: 'Gas standing charge', value: perDay(quote.gasStandingChargeInPence) }]),
  ];
}

/** '2,200 kWh a year (day 1,276 kWh, night 924 kWh)' for Economy 7; the total otherwise. */
function electricityUse(quote: TariffQuote): LabelRow[] {
  if (quote.elecConsumptionPerYearInKwh === null) return [];
  const registers = quote.elecRates.flatMap((rate) =>
    rate.eco7ElecConsumptionPerYearInKwh === null
      ? []
      : [`${rateLabel(rate.name).toLowerCase()} ${kwh(rate.eco7ElecConsumptionPerYearInKwh)}`],
  );
  const split = registers.length > 1 ? ` (${registers.join(', ')})` : '';
  return [
    {
      label: 'Electricity use assumed',
      value: `${kwh(quote.elecConsumptionPerYearInKwh)} a year${split}`,
    },
  ];
}

function gasUse(quote: TariffQuote): LabelRow[] {
  return quote.gasConsumptionPerYearInKwh === null
    ? []
    : [{ label: 'Gas use assumed', value: `${kwh(quote.gasConsumptionPerYearInKwh)} a year` }];
}

/** The unit rate of each register and the standing charge of each fuel the quote supplies. */
export function rateRows(quote: TariffQuote): LabelRow[] {
  return [
    ...(hasElectricity(quote) ? electricityRows(quote) : []),
    ...(hasGas(quote) ? gasRows(quote) : []),
  ];
}

function exitFees(quote: TariffQuote): LabelRow[] {
  const value = exitFeeLabel(quote);
  return [
    ...(hasElectricity(quote) ? [{ label: 'Exit fee (electricity)', value }] : []),
    ...(hasGas(quote) ? [{ label: 'Exit fee (gas)', value }] : []),
  ];
}

/**
 * The Tariff Information Label (Ofgem's fields) for a quote: supplier, tariff name and type,
 * payment method, unit rates per register and standing charges (VAT included), end date, how long
 * prices are guaranteed, exit fees per fuel, and the estimated costs with the use they assume.
 */
export function tariffInformationLabel(quote: TariffQuote): LabelRow[] {
  const endDate = tariffEndDate(quote);
  const fixedUntil = !isVariable(quote) && endDate !== null ? formatLongDate(endDate) : null;
  return [
    { label: 'Supplier', value: SUPPLIER_NAME },
    { label: 'Tariff name', value: quote.tariffName },
    { label: 'Tariff type', value: tariffType(quote) },
    { label: 'Payment method', value: paymentLabel(quote.payment) },
    ...rateRows(quote),
    {
      label: 'Tariff end date',
      value: endDate === null ? 'No end date' : formatLongDate(endDate),
    },
    {
      label: 'Price guaranteed until',
      value: fixedUntil ?? 'Not guaranteed: prices can go up or down',
    },
    ...exitFees(quote),
    {
      label: 'Estimated annual cost',
      value: formatPounds(poundsToPence(quote.costPerYearInPounds)),
    },
    {
      label: 'Estimated monthly cost',
      value: formatPounds(poundsToPence(quote.costPerMonthInPounds)),
    },
    ...(hasElectricity(quote) ? electricityUse(quote) : []),
    ...(hasGas(quote) ? gasUse(quote) : []),
  ];
}
