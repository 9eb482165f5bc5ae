import type { TariffQuote } from '@/lib/gateway/contract/tariff-quote';
import { FLEX_MARKER } from '@/lib/gateway/contract/tariff-markers';
import { familiesOf, type CatalogueProduct } from './catalogue';

export type ElectricityRegister = 'standard' | 'day' | 'night';

/** What a home needs priced: its fuels, meter and yearly use in whole kWh. */
export interface SupplyNeeds {
  electricity: {
    profile: 'standard' | 'eco7';
    /** kWh a year: { standard } or, for Economy 7, { day, night }. */
    kwh: Partial<Record<ElectricityRegister, number>>;
    /** Whether the meter is smart; null when we do not know (a prospect who gave no MPAN). */
    smart: boolean | null;
  } | null;
  gas: { kwh: number } | null;
}

export interface QuoteOptions {
  includeEv: boolean;
  supplyStartDate: string;
  firstDdDate: string;
  referralFeePounds: number;
}

export type PricedQuote = Omit<TariffQuote, 'quoteId'>;

/** Share of an EV tariff home's electricity used in the cheap overnight window. */
export const EV_OFF_PEAK_SHARE = 0.3;

interface Use {
  name: CatalogueProduct['unitRates'][number]['name'];
  kwh: number;
  unitRateX100: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Each rate of the product with the kWh the home uses on it (whole kWh, so pricing is exact). */
function electricityUse(
  product: CatalogueProduct,
  kwh: Partial<Record<ElectricityRegister, number>>,
): Use[] {
  const total = sum(Object.values(kwh));
  const offPeak = Math.round(total * EV_OFF_PEAK_SHARE);
  return product.unitRates.map(({ name, unitRateX100 }) => ({
    name,
    unitRateX100,
    kwh:
      name === 'SO EV Off-Peak'
        ? offPeak
        : name === 'SO EV Peak'
          ? total - offPeak
          : (kwh[name] ?? 0),
  }));
}

/** The family's product for each fuel the home needs, or null when it cannot supply the home. */
function productsFor(
  family: readonly CatalogueProduct[],
  needs: SupplyNeeds,
  includeEv: boolean,
): { elec: CatalogueProduct | null; gas: CatalogueProduct | null } | null {
  const ev = family.some((product) => product.kind === 'ev');
  if (ev && (!includeEv || !needs.electricity || needs.electricity.smart === false)) return null;
  const elec = needs.electricity
    ? family.find(
        (product) =>
          product.fuel === 'electricity' &&
          product.meterProfile === (ev ? 'tou' : needs.electricity?.profile),
      )
    : null;
  const gas = needs.gas ? family.find((product) => product.fuel === 'gas') : null;
  if (elec === undefined || gas === undefined) return null;
  return { elec, gas };
}

const pounds = (pence: number) => pence / 100;

function otherDetails(lead: CatalogueProduct): string {
  const vat = 'Prices include VAT at 5%.';
  if (lead.lengthMonths !== null) {
    return `Your prices are fixed for ${lead.lengthMonths} months. ${vat}`;
  }
  return lead.code.includes(FLEX_MARKER)
    ? `Your prices can go up or down; we tell you 30 days before they change. ${vat}`
    : `Your unit rates follow the wholesale energy market, so they can go up or down. ${vat}`;
}

interface Words {
  shortTariffName: string;
  otherDetails: string;
}

/** A family's words are the same on every quote: written once per lead product. */
const wordsWritten = new WeakMap<CatalogueProduct, Words>();

function wordsOf(lead: CatalogueProduct): Words {
  let words = wordsWritten.get(lead);
  if (!words) {
    words = {
      shortTariffName: lead.name.split('/')[0]?.trim() ?? lead.name,
      otherDetails: otherDetails(lead),
    };
    wordsWritten.set(lead, words);
  }
  return words;
}

function elecProductType(product: CatalogueProduct): TariffQuote['elecProductType'] {
  return product.meterProfile === 'eco7'
    ? 'Eco7'
    : product.meterProfile === 'tou'
      ? 'time-of-use'
      : 'standard';
}

/**
 * Prices one family for the home: Σ kWh × unit rate + 365 × standing charge per fuel, exact in
 * hundredths of a penny (VAT-inclusive rates, whole kWh), rounded to pence once.
 */
function priceFamily(
  products: { elec: CatalogueProduct | null; gas: CatalogueProduct | null },
  needs: SupplyNeeds,
  options: QuoteOptions,
): { quote: PricedQuote; yearlyPence: number } | null {
  const { elec, gas } = products;
  const lead = elec ?? gas;
  if (!lead) return null;
  const elecUse = elec && needs.electricity ? electricityUse(elec, needs.electricity.kwh) : [];
  const gasRate = gas?.unitRates[0]?.unitRateX100 ?? 0;
  const elecX100 =
    sum(elecUse.map((use) => use.kwh * use.unitRateX100)) + 365 * (elec?.standingChargeX100 ?? 0);
  const gasX100 = gas && needs.gas ? needs.gas.kwh * gasRate + 365 * gas.standingChargeX100 : 0;
  const totalX100 = elecX100 + gasX100;
  const yearlyPence = Math.round(totalX100 / 100);
  const fuelType = elec && gas ? 'ElecAndGas' : gas ? 'Gas' : 'Electricity';
  const seasonal =
    totalX100 === 0
      ? lead.seasonalAdjustmentPercent
      : Math.round(
          (elecX100 * (elec?.seasonalAdjustmentPercent ?? 0) +
            gasX100 * (gas?.seasonalAdjustmentPercent ?? 0)) /
            totalX100,
        );
  const words = wordsOf(lead);
  return {
    yearlyPence,
    quote: {
      tariffName: lead.name,
      shortTariffName: words.shortTariffName,
      rate: lead.pricing === 'fixed' ? 'Fixed' : 'Variable',
      tariffLengthInMonths: lead.lengthMonths,
      payment: 'Monthly Direct Debit',
      fuelType,
      costPerYearInPounds: pounds(yearlyPence),
      costPerMonthInPounds: pounds(Math.round(totalX100 / 1200)),
      savingPerYearInPounds: 0,
      elecProductType: elec ? elecProductType(elec) : null,
      tariffType: lead.kind === 'ev' ? 'EV' : lead.kind === 'green' ? 'Green' : 'Standard',
      elecRates: elecUse.map((use) => ({
        name: use.name,
        costPerKwhInPence: use.unitRateX100 / 100,
        eco7ElecConsumptionPerYearInKwh: elec?.meterProfile === 'eco7' ? use.kwh : null,
      })),
      elecStandingChargeInPence: elec ? elec.standingChargeX100 / 100 : null,
      gasCostPerKwhInPence: gas ? gasRate / 100 : null,
      gasStandingChargeInPence: gas ? gas.standingChargeX100 / 100 : null,
      gasConsumptionPerYearInKwh: needs.gas?.kwh ?? null,
      elecConsumptionPerYearInKwh: needs.electricity
        ? sum(Object.values(needs.electricity.kwh))
        : null,
      earlyExitFeePerFuelInPounds: pounds(lead.exitFeePence),
      supplyStartDate: options.supplyStartDate,
      firstDdDate: options.firstDdDate,
      otherDetails: words.otherDetails,
      seasonalAdjustmentFactor: seasonal,
      currentReferralFee: options.referralFeePounds,
      elecProductCode: elec?.code ?? null,
      gasProductCode: gas?.code ?? null,
    },
  };
}

/** The flex tariff: the variable tariff a home is on when it has no fix, and the baseline. */
export function isFlexQuote(quote: Pick<PricedQuote, 'elecProductCode' | 'gasProductCode'>) {
  return (quote.elecProductCode ?? quote.gasProductCode ?? '').includes(FLEX_MARKER);
}

/**
 * Prices every tariff family in the catalogue that can supply the home, cheapest first
 * (SPEC §9). A family is offered only when it has a product for each fuel the home needs; EV
 * tariffs only when asked for and the meter is (or may be) smart. Each saving is against the
 * flex tariff: what a new customer would otherwise pay, and what a fix rolls onto when it ends.
 */
export function quoteTariffs(
  catalogue: readonly CatalogueProduct[],
  needs: SupplyNeeds,
  options: QuoteOptions,
): PricedQuote[] {
  const priced = familiesOf(catalogue).flatMap((family) => {
    const products = productsFor(family, needs, options.includeEv);
    const result = products && priceFamily(products, needs, options);
    return result ? [result] : [];
  });
  const baseline = priced.find(({ quote }) => isFlexQuote(quote))?.yearlyPence ?? null;
  // Each quote was made just above, so its saving is set in place rather than copied whole.
  for (const { quote, yearlyPence } of priced) {
    quote.savingPerYearInPounds =
      baseline === null ? 0 : pounds(Math.max(0, baseline - yearlyPence));
  }
  return priced
    .map(({ quote }) => quote)
    .sort((a, b) => a.costPerYearInPounds - b.costPerYearInPounds);
}
