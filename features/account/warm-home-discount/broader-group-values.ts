import { z } from 'zod';
import {
  broaderGroupApplicationFields,
  checkHousehold,
} from '@/lib/gateway/contract/warm-home-discount';
import { MIN_APPLICANT_AGE } from '@/lib/gateway/contract/warm-home-discount-scheme';

/**
 * The application form: the contract's own fields and rules (the National Insurance number is
 * sent whole, and cut down by the gateway), with the applicant's age checked against today.
 */
export function broaderGroupSchema(today: string) {
  const youngestBirthday = `${Number(today.slice(0, 4)) - MIN_APPLICANT_AGE}${today.slice(4)}`;
  return broaderGroupApplicationFields
    .extend({
      dateOfBirth: broaderGroupApplicationFields.shape.dateOfBirth.refine(
        (date) => date <= youngestBirthday,
        {
          error: `The person who gets the benefit must be ${MIN_APPLICANT_AGE} or over: check the date of birth`,
        },
      ),
      consent: z.boolean().pipe(broaderGroupApplicationFields.shape.consent),
    })
    .superRefine(checkHousehold);
}
export type BroaderGroupValues = z.input<ReturnType<typeof broaderGroupSchema>>;

/** Nothing chosen yet: the benefit and who gets it are left for the customer to pick. */
export const BROADER_GROUP_DEFAULTS: Partial<BroaderGroupValues> = {
  nameOnBenefit: '',
  dateOfBirth: '',
  nationalInsuranceNumber: '',
  householdFacts: [],
  consent: false,
};
