import type { TariffQuote } from '@/lib/gateway/contract/tariff-quote';
import {
  rateRows as factRateRows,
  tariffInformationLabel as factLabel,
  type FuelFacts,
  type LabelRow,
  type TariffFacts,
} from '@/lib/tariffs/tariff-information-label';
import { exitFeeLabel, isTracker, isVariable, paymentLabel, tariffEndDate } from './quote-labels';

const poundsToPence = (pounds: number) => Math.round(pounds * 100);

function tariffType(quote: TariffQuote): string {
  if (isTracker(quote)) return 'Variable (tracker: follows the wholesale market)';
  return isVariable(quote) ? 'Variable' : 'Fixed';
}

function electricityFacts(quote: TariffQuote): FuelFacts | null {
  if (quote.fuelType === 'Gas') return null;
  return {
    rates: quote.elecRates.map((rate) => ({
      name: rate.name,
      pencePerKwh: rate.costPerKwhInPence,
      annualKwh: rate.eco7ElecConsumptionPerYearInKwh,
    })),
    standingChargePence: quote.elecStandingChargeInPence,
    exitFee: exitFeeLabel(quote),
    annualKwh: quote.elecConsumptionPerYearInKwh,
  };
}

function gasFacts(quote: TariffQuote): FuelFacts | null {
  if (quote.fuelType === 'Electricity') return null;
  return {
    rates:
      quote.gasCostPerKwhInPence === null
        ? []
        : [{ name: 'standard', pencePerKwh: quote.gasCostPerKwhInPence, annualKwh: null }],
    standingChargePence: quote.gasStandingChargeInPence,
    exitFee: exitFeeLabel(quote),
    annualKwh: quote.gasConsumptionPerYearInKwh,
  };
}

/** What a quote's label says, in the shared label's terms. */
function quoteFacts(quote: TariffQuote): TariffFacts {
  const endDate = tariffEndDate(quote);
  return {
    tariffName: quote.tariffName,
    tariffType: tariffType(quote),
    paymentMethod: paymentLabel(quote.payment),
    electricity: electricityFacts(quote),
    gas: gasFacts(quote),
    endDate,
    fixedUntil: isVariable(quote) ? null : endDate,
    annualCostPence: poundsToPence(quote.costPerYearInPounds),
    monthlyCostPence: poundsToPence(quote.costPerMonthInPounds),
  };
}

/** The unit rate of each register and the standing charge of each fuel the quote supplies. */
export const rateRows = (quote: TariffQuote): LabelRow[] => factRateRows(quoteFacts(quote));

/** The Tariff Information Label (Ofgem's fields) for a quote. */
export const tariffInformationLabel = (quote: TariffQuote): LabelRow[] =>
  factLabel(quoteFacts(quote));
