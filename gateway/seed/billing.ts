import type { RegionId } from '@/lib/gateway/contract/regions';
import { addDays, daysBetween } from '@/lib/iso-date';
import { exVatX10000, gasKwh, GAS_CALORIFIC_VALUE, VAT_PERCENT } from '../energy';
import type { MeterSpec, TariffPhase } from './persona-spec';
import { regionalPrices } from './regional-prices';
import type { RateName, TariffProduct } from './tariff-catalogue';

export type RegisterName = 'standard' | 'day' | 'night';

export interface SeededReading {
  id: number;
  readOn: string;
  value: number;
}

/** A register as billing sees it: its meter and the readings it has, by date. */
export interface BilledRegister {
  meter: MeterSpec;
  registerId: number;
  name: RegisterName;
  readings: ReadonlyMap<string, SeededReading>;
}

export interface BillLineRow {
  kind: 'energy' | 'standing_charge' | 'vat' | 'credit';
  fuel: 'electricity' | 'gas' | null;
  description: string;
  quantity: number | null;
  unit: 'kWh' | 'days' | null;
  /** VAT-exclusive pence per unit in ten-thousandths (262476 = 26.2476p). */
  rateX10000: number | null;
  amountPence: number;
  /** Energy lines: the register and the two readings the kWh come from. */
  registerId: number | null;
  openingReadingId: number | null;
  closingReadingId: number | null;
  calorificValue: number | null;
}

export interface BillRow {
  issuedOn: string;
  periodStart: string;
  periodEnd: string;
  lines: BillLineRow[];
  subtotalPence: number;
  vatPence: number;
  creditsPence: number;
  totalPence: number;
}

export function productFor(phase: TariffPhase, meter: MeterSpec): TariffProduct {
  const product =
    meter.fuel === 'gas'
      ? phase.family.gas
      : meter.type === 'economy7'
        ? phase.family.economy7
        : phase.family.electricity;
  if (!product) throw new Error(`${phase.family.name} has no product for a ${meter.type} meter`);
  return product;
}

/** The parts of a period on one tariff each: a tariff change mid-period splits it. */
export function tariffSegments(phases: readonly TariffPhase[], from: string, to: string) {
  return phases
    .filter((phase) => phase.from <= to && (phase.to === null || phase.to >= from))
    .map((phase) => ({
      phase,
      from: phase.from > from ? phase.from : from,
      to: phase.to !== null && phase.to < to ? phase.to : to,
    }));
}

/** A monthly bill is issued five days after its period ends. */
export const issuedOnFor = (periodEnd: string) => addDays(periodEnd, 5);

const FUEL_LABEL = { electricity: 'Electricity', gas: 'Gas' } as const;
const REGISTER_LABEL = { standard: '', day: ', day rate', night: ', night rate' } as const;

function readingOn(register: BilledRegister, day: string): SeededReading {
  const reading = register.readings.get(day);
  if (!reading) throw new Error(`Register ${register.registerId} has no reading on ${day}`);
  return reading;
}

function energyLine(
  register: BilledRegister,
  phase: TariffPhase,
  from: string,
  to: string,
  regionId: RegionId,
): BillLineRow {
  const { meter } = register;
  const product = productFor(phase, meter);
  const opening = readingOn(register, from);
  const closing = readingOn(register, addDays(to, 1));
  const units = closing.value - opening.value;
  const gas = meter.fuel === 'gas';
  const kwh = gas ? Math.round(gasKwh(units) * 100) / 100 : units;
  const rateName: RateName = register.name;
  const incVat = regionalPrices(phase.family, product, regionId).rates[rateName];
  if (incVat === undefined) throw new Error(`${product.code} has no ${rateName} rate`);
  const rateX10000 = exVatX10000(incVat);
  return {
    kind: 'energy',
    fuel: meter.fuel,
    description: `${FUEL_LABEL[meter.fuel]}${REGISTER_LABEL[register.name]}: ${product.name}`,
    quantity: kwh,
    unit: 'kWh',
    rateX10000,
    amountPence: Math.round((kwh * rateX10000) / 10_000),
    registerId: register.registerId,
    openingReadingId: opening.id,
    closingReadingId: closing.id,
    calorificValue: gas ? GAS_CALORIFIC_VALUE : null,
  };
}

function standingChargeLine(
  meter: MeterSpec,
  phase: TariffPhase,
  from: string,
  to: string,
  regionId: RegionId,
): BillLineRow {
  const product = productFor(phase, meter);
  const rateX10000 = exVatX10000(
    regionalPrices(phase.family, product, regionId).standingChargeX100,
  );
  const days = daysBetween(from, to) + 1;
  return {
    kind: 'standing_charge',
    fuel: meter.fuel,
    description: `${FUEL_LABEL[meter.fuel]} standing charge: ${product.name}`,
    quantity: days,
    unit: 'days',
    rateX10000,
    amountPence: Math.round((days * rateX10000) / 10_000),
    registerId: null,
    openingReadingId: null,
    closingReadingId: null,
    calorificValue: null,
  };
}

const textLine = (kind: 'vat' | 'credit', description: string, amountPence: number) => ({
  kind,
  fuel: null,
  description,
  quantity: null,
  unit: null,
  rateX10000: null,
  amountPence,
  registerId: null,
  openingReadingId: null,
  closingReadingId: null,
  calorificValue: null,
});

/**
 * One bill for a period at the region's prices: for each tariff in force, the energy each
 * register used between its opening and closing readings and each meter's standing charge,
 * VAT-exclusive; then credits and VAT on the charges.
 */
export function billFor(
  period: { start: string; end: string },
  registers: readonly BilledRegister[],
  phases: readonly TariffPhase[],
  regionId: RegionId,
  credits: readonly { description: string; amountPence: number }[],
): BillRow {
  const meters = [...new Set(registers.map((register) => register.meter))];
  const charged = tariffSegments(phases, period.start, period.end).flatMap(({ phase, from, to }) =>
    meters.flatMap((meter) => [
      ...registers
        .filter((register) => register.meter === meter)
        .map((register) => energyLine(register, phase, from, to, regionId)),
      standingChargeLine(meter, phase, from, to, regionId),
    ]),
  );
  const subtotalPence = charged.reduce((sum, line) => sum + line.amountPence, 0);
  const vatPence = Math.round((subtotalPence * VAT_PERCENT) / 100);
  const creditsPence = credits.reduce((sum, credit) => sum + credit.amountPence, 0);
  return {
    issuedOn: issuedOnFor(period.end),
    periodStart: period.start,
    periodEnd: period.end,
    lines: [
      ...charged,
      ...credits.map((credit) => textLine('credit', credit.description, -credit.amountPence)),
      textLine('vat', `VAT at ${VAT_PERCENT}%`, vatPence),
    ],
    subtotalPence,
    vatPence,
    creditsPence,
    totalPence: subtotalPence + vatPence - creditsPence,
  };
}
