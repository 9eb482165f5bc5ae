import { z } from 'zod';
import { registrationPlate } from '@/lib/gateway/contract/vehicles';
import { exactUsageAmount } from '@/lib/gateway/quote-request';
import { normalisePostcode, POSTCODE_MESSAGES } from '@/lib/postcode';
import { fuelsOf, KWH_FIELDS, SITUATIONS } from './quote-form';

const postcodeField = z
  .string()
  .trim()
  .min(1, { error: POSTCODE_MESSAGES.missing })
  .refine((value) => value === '' || normalisePostcode(value) !== null, {
    error: POSTCODE_MESSAGES.invalid,
  });

/** The quote step's fields as typed: amounts stay text until checked. */
export const quoteFormSchema = z
  .object({
    postcode: postcodeField,
    uprn: z.string().min(1, { error: 'Choose your address from the list' }),
    situation: z.enum(SITUATIONS),
    fuelType: z.enum(['DUAL_FUEL', 'ELECTRICITY_ONLY', 'GAS_ONLY'], {
      error: 'Choose the energy you want a quote for',
    }),
    meterType: z.enum(['standard', 'smart', 'economy7'], {
      error: 'Choose your type of electricity meter',
    }),
    usageProfile: z.enum(['LOW', 'MEDIUM', 'HIGH', 'EXACT_AMOUNT'], {
      error: 'Choose how much energy your home uses',
    }),
    usagePeriod: z.enum(['month', 'year']),
    electricityKwh: z.string(),
    gasKwh: z.string(),
    hasEv: z.enum(['yes', 'no'], { error: 'Tell us whether you have an electric vehicle' }),
    registrationPlate: z.string(),
    evMarketingConsent: z.boolean(),
  })
  .superRefine((values, context) => {
    if (values.usageProfile === 'EXACT_AMOUNT') {
      for (const fuel of fuelsOf(values.fuelType)) {
        const typed = values[KWH_FIELDS[fuel]].replace(/,/g, '').trim();
        const amount = exactUsageAmount(fuel, values.usagePeriod).safeParse(
          typed === '' ? Number.NaN : Number(typed),
        );
        if (!amount.success) {
          context.addIssue({
            code: 'custom',
            path: [KWH_FIELDS[fuel]],
            message: amount.error.issues[0]?.message ?? 'Enter an amount in kWh',
          });
        }
      }
    }
    if (values.hasEv === 'yes' && values.fuelType !== 'GAS_ONLY') {
      const plate = registrationPlate.safeParse(values.registrationPlate);
      if (!plate.success) {
        context.addIssue({
          code: 'custom',
          path: ['registrationPlate'],
          message: plate.error.issues[0]?.message ?? 'Enter your registration',
        });
      }
    }
  });
