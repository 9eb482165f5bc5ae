import type { TariffQuote } from '@/lib/gateway/contract/tariff-quote';
import { withVat } from '../energy';
import type { CatalogueProduct } from './catalogue';
import { yearlyCostPence, type EnergyUse } from './yearly-cost';

/** What a home needs priced: its fuels, meter profile and yearly use per rate. */
export interface SupplyNeeds {
  electricity: {
    profile: 'standard' | 'eco7';
    /** kWh a year: { standard } or, for Economy 7, { day, night }. */
    kwh: Partial<Record<'standard' | 'day' | 'night', number>>;
    smart: boolean;
  } | null;
  gas: { kwh: number } | null;
}

export interface QuoteOptions {
  includeEv: boolean;
  /** What the home pays now for a year, to show the saving; null for a new customer. */
  currentYearlyPence: number | null;
  supplyStartDate: string;
  firstDdDate: string;
  referralFeePounds: number;
}

/** Share of an EV tariff home's electricity used in the cheap overnight window. */
export const EV_OFF_PEAK_SHARE = 0.3;

const SEASONAL_ADJUSTMENT_PERCENT = { Electricity: 10, Gas: 30, ElecAndGas: 20 } as const;

const pounds = (pence: number) => Math.round(pence) / 100;

function electricityUse(product: CatalogueProduct, needs: NonNullable<SupplyNeeds['electricity']>) {
  const total = Object.values(needs.kwh).reduce((sum, kwh) => sum + kwh, 0);
  return product.unitRates.map((rate) => {
    const kwh =
      rate.name === 'SO EV Off-Peak'
        ? total * EV_OFF_PEAK_SHARE
        : rate.name === 'SO EV Peak'
          ? total * (1 - EV_OFF_PEAK_SHARE)
          : (needs.kwh[rate.name] ?? 0);
    return { name: rate.name, kwh, unitRatePence: rate.unitRatePence };
  });
}

/** Picks the family's product that fits the home's electricity meter. */
function fits(product: CatalogueProduct, needs: SupplyNeeds, includeEv: boolean): boolean {
  if (product.fuel === 'gas') return needs.gas !== null;
  if (!needs.electricity) return false;
  if (product.kind === 'ev')
    return includeEv && needs.electricity.smart && product.meterProfile === 'tou';
  return product.meterProfile === needs.electricity.profile;
}

/**
 * Prices every fixed tariff family in the catalogue that can supply the home, cheapest first
 * (SPEC §9). A family is offered only when it has a product for each fuel the home needs.
 */
export function quoteTariffs(
  catalogue: readonly CatalogueProduct[],
  needs: SupplyNeeds,
  options: QuoteOptions,
): Omit<TariffQuote, 'quoteId'>[] {
  const families = new Map<string, CatalogueProduct[]>();
  for (const product of catalogue) {
    if (product.pricing !== 'fixed' || !fits(product, needs, options.includeEv)) continue;
    families.set(product.name, [...(families.get(product.name) ?? []), product]);
  }
  const fuelType =
    needs.electricity && needs.gas ? 'ElecAndGas' : needs.gas ? 'Gas' : 'Electricity';
  const quotes: Omit<TariffQuote, 'quoteId'>[] = [];
  for (const [name, products] of families) {
    const elec = products.find((product) => product.fuel === 'electricity');
    const gas = products.find((product) => product.fuel === 'gas');
    if ((needs.electricity && !elec) || (needs.gas && !gas)) continue;
    const elecUse = elec && needs.electricity ? electricityUse(elec, needs.electricity) : [];
    const gasUse: EnergyUse[] =
      gas && needs.gas
        ? [{ kwh: needs.gas.kwh, unitRatePence: gas.unitRates[0]?.unitRatePence ?? 0 }]
        : [];
    const yearly = yearlyCostPence(
      [...elecUse, ...gasUse],
      [elec?.standingChargePence, gas?.standingChargePence].filter(
        (p): p is number => p !== undefined,
      ),
    );
    const lead = elec ?? gas;
    if (!lead) continue;
    quotes.push({
      tariffName: name,
      shortTariffName: name.split('/')[0]?.trim() ?? name,
      rate: 'Fixed',
      tariffLengthInMonths: lead.lengthMonths,
      payment: 'Monthly Direct Debit',
      fuelType,
      costPerYearInPounds: pounds(yearly),
      costPerMonthInPounds: pounds(yearly / 12),
      savingPerYearInPounds:
        options.currentYearlyPence === null
          ? 0
          : Math.max(0, pounds(options.currentYearlyPence - yearly)),
      elecProductType: elec
        ? elec.meterProfile === 'eco7'
          ? 'Eco7'
          : elec.meterProfile === 'tou'
            ? 'time-of-use'
            : 'standard'
        : null,
      tariffType: lead.kind === 'ev' ? 'EV' : lead.kind === 'green' ? 'Green' : 'Standard',
      elecRates: elecUse.map((use) => ({
        name: use.name,
        costPerKwhInPence: withVat(use.unitRatePence),
        eco7ElecConsumptionPerYearInKwh: elec?.meterProfile === 'eco7' ? Math.round(use.kwh) : null,
      })),
      elecStandingChargeInPence: elec ? withVat(elec.standingChargePence) : null,
      gasCostPerKwhInPence: gasUse[0] ? withVat(gasUse[0].unitRatePence) : null,
      gasStandingChargeInPence: gas ? withVat(gas.standingChargePence) : null,
      gasConsumptionPerYearInKwh: needs.gas?.kwh ?? null,
      elecConsumptionPerYearInKwh: needs.electricity
        ? Object.values(needs.electricity.kwh).reduce((sum, kwh) => sum + kwh, 0)
        : null,
      earlyExitFeePerFuelInPounds: pounds(lead.exitFeePence),
      supplyStartDate: options.supplyStartDate,
      firstDdDate: options.firstDdDate,
      otherDetails: 'Prices include VAT at 5%. Pay by monthly Direct Debit.',
      seasonalAdjustmentFactor: SEASONAL_ADJUSTMENT_PERCENT[fuelType],
      currentReferralFee: options.referralFeePounds,
      elecProductCode: elec?.code ?? null,
      gasProductCode: gas?.code ?? null,
    });
  }
  return quotes.sort((a, b) => a.costPerYearInPounds - b.costPerYearInPounds);
}
