import { formatLongDate } from '@/lib/format-date';
import { formatPence, formatPounds } from '@/lib/format-money';
import { formatKwh } from '@/lib/format-number';
import type { RateName } from '@/lib/gateway/contract/rate-names';
import { rateLabel } from '@/lib/rate-label';

/** One line of the label: what Ofgem calls the field, and its value as the customer reads it. */
export interface LabelRow {
  label: string;
  value: string;
}

export const SUPPLIER_NAME = 'So Energy';

/** One fuel of a tariff, as the label shows it; prices VAT included. */
export interface FuelFacts {
  rates: readonly { name: RateName; pencePerKwh: number; annualKwh: number | null }[];
  standingChargePence: number | null;
  /** 'None' or '£75'. */
  exitFee: string;
  /** The use the estimated cost assumes; null when none was given. */
  annualKwh: number | null;
}

/** What a Tariff Information Label says, whether of a quote or of a tariff a customer has. */
export interface TariffFacts {
  tariffName: string;
  tariffType: string;
  paymentMethod: string;
  electricity: FuelFacts | null;
  gas: FuelFacts | null;
  endDate: string | null;
  /** The date prices are guaranteed until; null for a variable tariff. */
  fixedUntil: string | null;
  annualCostPence: number | null;
  monthlyCostPence: number | null;
}

const perKwh = (pence: number) => `${formatPence(pence)} per kWh including VAT`;
const perDay = (pence: number) => `${formatPence(pence)} per day including VAT`;

function electricityRows({ rates, standingChargePence }: FuelFacts): LabelRow[] {
  const singleRate = rates.length === 1 && rates[0]?.name === 'standard';
  return [
    ...rates.map((rate) => ({
      label: singleRate
        ? 'Electricity unit rate'
        : `Electricity unit rate (${rateLabel(rate.name).toLowerCase()})`,
      value: perKwh(rate.pencePerKwh),
    })),
    ...(standingChargePence === null
      ? []
      : [{ label: 'Electricity standing charge', value: perDay(standingChargePence) }]),
  ];
}

function gasRows({ rates, standingChargePence }: FuelFacts): LabelRow[] {
  return [
    ...rates
      .slice(0, 1)
      .map((rate) => ({ label: 'Gas unit rate', value: perKwh(rate.pencePerKwh) })),
    ...(standingChargePence === null
      ? []
      : [{ label: 'Gas standing charge', value: perDay(standingChargePence) }]),
  ];
}

/** '2,200 kWh a year (day 1,276 kWh, night 924 kWh)' for Economy 7; the total otherwise. */
function electricityUse({ rates, annualKwh }: FuelFacts): LabelRow[] {
  if (annualKwh === null) return [];
  const registers = rates.flatMap((rate) =>
    rate.annualKwh === null
      ? []
      : [`${rateLabel(rate.name).toLowerCase()} ${formatKwh(rate.annualKwh)}`],
  );
  const split = registers.length > 1 ? ` (${registers.join(', ')})` : '';
  return [{ label: 'Electricity use assumed', value: `${formatKwh(annualKwh)} a year${split}` }];
}

function gasUse({ annualKwh }: FuelFacts): LabelRow[] {
  return annualKwh === null
    ? []
    : [{ label: 'Gas use assumed', value: `${formatKwh(annualKwh)} a year` }];
}

/** The unit rate of each register and the standing charge of each fuel. */
export function rateRows({ electricity, gas }: Pick<TariffFacts, 'electricity' | 'gas'>) {
  return [...(electricity ? electricityRows(electricity) : []), ...(gas ? gasRows(gas) : [])];
}

const costRow = (label: string, pence: number | null): LabelRow[] =>
  pence === null ? [] : [{ label, value: formatPounds(pence) }];

/**
 * The Tariff Information Label (Ofgem's fields): supplier, tariff name and type, payment method,
 * unit rates per register and standing charges (VAT included), end date, how long prices are
 * guaranteed, exit fees per fuel, and the estimated costs with the use they assume.
 */
export function tariffInformationLabel(facts: TariffFacts): LabelRow[] {
  const { electricity, gas } = facts;
  return [
    { label: 'Supplier', value: SUPPLIER_NAME },
    { label: 'Tariff name', value: facts.tariffName },
    { label: 'Tariff type', value: facts.tariffType },
    { label: 'Payment method', value: facts.paymentMethod },
    ...rateRows(facts),
    {
      label: 'Tariff end date',
      value: facts.endDate === null ? 'No end date' : formatLongDate(facts.endDate),
    },
    {
      label: 'Price guaranteed until',
      value:
        facts.fixedUntil === null
          ? 'Not guaranteed: prices can go up or down'
          : formatLongDate(facts.fixedUntil),
    },
    ...(electricity ? [{ label: 'Exit fee (electricity)', value: electricity.exitFee }] : []),
    ...(gas ? [{ label: 'Exit fee (gas)', value: gas.exitFee }] : []),
    ...costRow('Estimated annual cost', facts.annualCostPence),
    ...costRow('Estimated monthly cost', facts.monthlyCostPence),
    ...(electricity ? electricityUse(electricity) : []),
    ...(gas ? gasUse(gas) : []),
  ];
}
