import type { AnyForm } from '@/lib/forms/field-binding';
import type { SupplyAddress } from '@/lib/gateway/contract/addresses';
import { DEFAULT_EXACT_AMOUNT, type UsageFuel } from '@/lib/gateway/contract/quote-figures';
import type { QuoteFuelType } from '@/lib/gateway/contract/quotes';
import type { QuoteAnswers } from '@/lib/gateway/quote-request';
import type { quoteFormSchema } from './quote-form-schema';
import type * as z from 'zod/v4/core';

export const QUOTE_DRAFT = 'quote';

/** What the prospect is here for; only a switch of a home's supply is quoted online. */
export const SITUATIONS = ['switching', 'prepayment', 'moving-in', 'business'] as const;
export type Situation = (typeof SITUATIONS)[number];

/** The fuels a quote covers. */
export function fuelsOf(fuelType: QuoteFuelType): UsageFuel[] {
  if (fuelType === 'DUAL_FUEL') return ['electricity', 'gas'];
  return fuelType === 'GAS_ONLY' ? ['gas'] : ['electricity'];
}

export const KWH_FIELDS = { electricity: 'electricityKwh', gas: 'gasKwh' } as const;

export type QuoteFormValues = z.input<typeof quoteFormSchema>;
export type CheckedQuoteForm = z.output<typeof quoteFormSchema>;
export type QuoteForm = AnyForm<QuoteFormValues, CheckedQuoteForm>;

export const quoteFormDefaults: QuoteFormValues = {
  postcode: '',
  uprn: '',
  situation: 'switching',
  fuelType: 'DUAL_FUEL',
  meterType: 'standard',
  usageProfile: 'MEDIUM',
  usagePeriod: 'year',
  electricityKwh: String(DEFAULT_EXACT_AMOUNT.year),
  gasKwh: String(DEFAULT_EXACT_AMOUNT.year),
  hasEv: 'no',
  registrationPlate: '',
  evMarketingConsent: false,
};

/** The form as the journey last left it: the answers already given, when coming back. */
export function valuesFromAnswers(
  answers: QuoteAnswers,
  address: SupplyAddress,
  evMarketingConsent: boolean,
): QuoteFormValues {
  const { usage } = answers;
  const exact = usage.profile === 'EXACT_AMOUNT' ? usage : null;
  const amount = (kwh: number | undefined) =>
    String(kwh ?? DEFAULT_EXACT_AMOUNT[exact?.period ?? 'year']);
  return {
    ...quoteFormDefaults,
    postcode: address.postcode,
    uprn: address.uprn,
    fuelType: answers.fuelType,
    meterType: answers.hasEconomySevenMeter
      ? 'economy7'
      : address.meterType === 'economy7'
        ? 'standard'
        : address.meterType,
    usageProfile: usage.profile,
    usagePeriod: exact?.period ?? 'year',
    electricityKwh: amount(exact?.electricityKwh),
    gasKwh: amount(exact?.gasKwh),
    hasEv: answers.ev.selected ? 'yes' : 'no',
    evMarketingConsent,
  };
}

/** What the EV checks found, when an EV was chosen. */
export interface EvFindings {
  vehicleIsEv: boolean;
  meterEligible: boolean;
}

/** The journey's answers from the checked form, the chosen home and what the EV checks found. */
export function answersFrom(
  values: CheckedQuoteForm,
  address: SupplyAddress,
  ev: EvFindings | null,
): QuoteAnswers {
  const quotesElectricity = values.fuelType !== 'GAS_ONLY';
  const amount = (fuel: UsageFuel) =>
    fuelsOf(values.fuelType).includes(fuel)
      ? Number(values[KWH_FIELDS[fuel]].replace(/,/g, ''))
      : undefined;
  const selected = values.hasEv === 'yes' && quotesElectricity;
  return {
    postcode: address.postcode,
    fuelType: values.fuelType,
    hasEconomySevenMeter: quotesElectricity && values.meterType === 'economy7',
    usage:
      values.usageProfile === 'EXACT_AMOUNT'
        ? {
            profile: 'EXACT_AMOUNT',
            period: values.usagePeriod,
            electricityKwh: amount('electricity'),
            gasKwh: amount('gas'),
          }
        : { profile: values.usageProfile },
    ev: {
      selected,
      vehicleIsEv: selected && (ev?.vehicleIsEv ?? false),
      meterEligible: selected && (ev?.meterEligible ?? false),
    },
    mpan: address.mpan,
    mprn: address.mprn,
  };
}
