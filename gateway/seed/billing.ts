import { addDays, daysBetween, eachDay } from '../dates';
import type { MeterSpec, TariffPhase } from './personas';
import { VAT_PERCENT } from '../energy';
import type { TariffProduct } from './tariff-catalogue';

export interface SimulatedRegister {
  meter: MeterSpec;
  name: 'standard' | 'day' | 'night';
  /** kWh per day, from the account's opening day. */
  daily: readonly number[];
}

export interface BillLineRow {
  kind: 'energy' | 'standing_charge' | 'vat' | 'credit';
  fuel: 'electricity' | 'gas' | null;
  description: string;
  quantity: number | null;
  unit: 'kWh' | 'days' | null;
  ratePenceX100: number | null;
  amountPence: number;
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

function phaseOn(phases: readonly TariffPhase[], day: string): TariffPhase {
  const phase = phases.find((p) => p.from <= day && (p.to === null || day <= p.to));
  if (!phase) throw new Error(`No tariff on ${day}`);
  return phase;
}

const FUEL_LABEL = { electricity: 'Electricity', gas: 'Gas' } as const;
const REGISTER_LABEL = { standard: '', day: ', day rate', night: ', night rate' } as const;

/** One bill for a period: energy per register and tariff, standing charges, credits, VAT. */
export function billFor(
  openedOn: string,
  periodStart: string,
  periodEnd: string,
  registers: readonly SimulatedRegister[],
  phases: readonly TariffPhase[],
  credits: readonly { description: string; amountPence: number }[],
): BillRow {
  const energy = new Map<string, { line: BillLineRow; kwh: number }>();
  const standing = new Map<string, BillLineRow>();
  const days = eachDay(periodStart, periodEnd);

  for (const register of registers) {
    const { meter } = register;
    for (const day of days) {
      const product = productFor(phaseOn(phases, day), meter);
      const rate = product.rates[register.name] ?? 0;
      const key = `${meter.supplyNumber}/${register.name}/${product.code}`;
      const used = register.daily[daysBetween(openedOn, day)] ?? 0;
      const entry = energy.get(key) ?? {
        kwh: 0,
        line: {
          kind: 'energy',
          fuel: meter.fuel,
          description: `${FUEL_LABEL[meter.fuel]}${REGISTER_LABEL[register.name]}: ${product.name}`,
          quantity: 0,
          unit: 'kWh',
          ratePenceX100: rate,
          amountPence: 0,
        },
      };
      entry.kwh += used;
      energy.set(key, entry);

      if (register.name !== 'night') {
        const standingKey = `${meter.supplyNumber}/${product.code}`;
        const line = standing.get(standingKey) ?? {
          kind: 'standing_charge',
          fuel: meter.fuel,
          description: `${FUEL_LABEL[meter.fuel]} standing charge: ${product.name}`,
          quantity: 0,
          unit: 'days',
          ratePenceX100: product.standingChargePenceX100,
          amountPence: 0,
        };
        line.quantity = (line.quantity ?? 0) + 1;
        standing.set(standingKey, line);
      }
    }
  }

  const charged = [
    ...[...energy.values()].map(({ line, kwh }) => ({ ...line, quantity: Math.round(kwh) })),
    ...standing.values(),
  ].map((line) => ({
    ...line,
    amountPence: Math.round(((line.quantity ?? 0) * (line.ratePenceX100 ?? 0)) / 100),
  }));
  const subtotalPence = charged.reduce((sum, line) => sum + line.amountPence, 0);
  const vatPence = Math.round((subtotalPence * VAT_PERCENT) / 100);
  const creditsPence = credits.reduce((sum, credit) => sum + credit.amountPence, 0);
  const lines: BillLineRow[] = [
    ...charged,
    ...credits.map((credit) => ({
      kind: 'credit' as const,
      fuel: null,
      description: credit.description,
      quantity: null,
      unit: null,
      ratePenceX100: null,
      amountPence: -credit.amountPence,
    })),
    {
      kind: 'vat',
      fuel: null,
      description: `VAT at ${VAT_PERCENT}%`,
      quantity: null,
      unit: null,
      ratePenceX100: null,
      amountPence: vatPence,
    },
  ];
  return {
    issuedOn: addDays(periodEnd, 5),
    periodStart,
    periodEnd,
    lines,
    subtotalPence,
    vatPence,
    creditsPence,
    totalPence: subtotalPence + vatPence - creditsPence,
  };
}
