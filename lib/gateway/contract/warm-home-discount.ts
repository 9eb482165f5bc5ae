import { z } from 'zod';
import { entityId, isoDate, isoDateTime, pence, requiredText } from './common';
import { accountEndpoint } from './account-endpoint';
import {
  benefitQualifies,
  BROADER_GROUP_BENEFITS,
  HOUSEHOLD_FACTS,
  type BroaderGroupBenefit,
  type HouseholdFact,
} from './warm-home-discount-scheme';

/**
 * The Warm Home Discount (SPEC §2 …/warm-home-discount, §5 "warm home discount needs region
 * eligibility"): £150 off the electricity bill once a scheme year. In England and Wales the
 * government matches its records and we apply it; in Scotland customers on certain benefits
 * apply to us for a Broader Group place.
 */

/** Where the home is decides how the scheme works there. */
export const warmHomeDiscountScheme = z.enum(['england-wales', 'scotland']);
export type WarmHomeDiscountScheme = z.infer<typeof warmHomeDiscountScheme>;

/** What the government's data matching told us about the account this scheme year. */
export const warmHomeDiscountMatch = z
  .discriminatedUnion('status', [
    z.object({ status: z.literal('not-matched') }),
    /** It qualifies: we take the discount off by the end of the scheme year. */
    z.object({ status: z.literal('matched') }),
    /** The government wrote asking the customer to call its helpline by this day. */
    z.object({ status: z.literal('confirm-by-phone'), confirmBy: isoDate }),
    z.object({ status: z.literal('paid'), paidOn: isoDate, amountPence: pence }),
  ])
  .meta({ id: 'WarmHomeDiscountMatch' });
export type WarmHomeDiscountMatch = z.infer<typeof warmHomeDiscountMatch>;

export const benefitHolder = z.enum(['customer', 'partner'], {
  error: 'Choose who gets the benefit',
});
export type BenefitHolder = z.infer<typeof benefitHolder>;

export const broaderGroupApplication = z
  .object({
    id: entityId,
    status: z.enum(['Received', 'Under review', 'Accepted', 'Declined']),
    /** Why it was declined, in words for the customer; null otherwise. */
    declineReason: z.string().nullable(),
    benefit: z.enum(BROADER_GROUP_BENEFITS),
    benefitHolder,
    nameOnBenefit: z.string(),
    /** All we keep of the National Insurance number: its last three characters. */
    nationalInsuranceNumberEnd: z.string(),
    submittedAt: isoDateTime,
  })
  .meta({ id: 'BroaderGroupApplication' });
export type BroaderGroupApplication = z.infer<typeof broaderGroupApplication>;

export const broaderGroup = z
  .object({
    /** 'open' while there are places left after the opening day. */
    status: z.enum(['open', 'not-open-yet', 'full']),
    /** The day applications open this scheme year; null until it is set. */
    opensOn: isoDate.nullable(),
    placesLeft: z.number().int().nonnegative(),
    /** The account's application this scheme year, if it has made one. */
    application: broaderGroupApplication.nullable(),
  })
  .meta({ id: 'BroaderGroup' });
export type BroaderGroup = z.infer<typeof broaderGroup>;

const schemeYear = z.object({
  /** '2025/26' */
  label: z.string(),
  /** 1 April to 31 March */
  from: isoDate,
  to: isoDate,
});

const common = {
  schemeYear,
  amountPence: pence,
  /** In Scotland too: the Guarantee Credit of Pension Credit is matched automatically. */
  match: warmHomeDiscountMatch,
};

export const warmHomeDiscount = z
  .discriminatedUnion('scheme', [
    z.object({ scheme: z.literal('england-wales'), ...common }),
    z.object({ scheme: z.literal('scotland'), ...common, broaderGroup }),
  ])
  .meta({ id: 'WarmHomeDiscount' });
export type WarmHomeDiscount = z.infer<typeof warmHomeDiscount>;

const NI_NUMBER_FORMAT = 'Enter a National Insurance number like AB 12 34 56 C';

/**
 * A National Insurance number as HMRC issues them: two letters (never D, F, I, Q, U or V, nor O
 * second, nor BG, GB, KN, NK, NT, TN or ZZ), six digits and A, B, C or D. Spaces and case are
 * forgiven.
 */
export const nationalInsuranceNumber = z
  .string({ error: NI_NUMBER_FORMAT })
  .trim()
  .toUpperCase()
  .overwrite((value) => value.replace(/\s+/g, ''))
  .min(1, {
    error: 'Enter the National Insurance number of the person who gets the benefit',
    abort: true,
  })
  .regex(/^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/, { error: NI_NUMBER_FORMAT })
  .refine((value) => !/^(BG|GB|KN|NK|NT|TN|ZZ)/.test(value), { error: NI_NUMBER_FORMAT });

/** The household facts the rule reads, for both the form and the request. */
export function checkHousehold(
  input: { benefit: BroaderGroupBenefit; householdFacts: readonly HouseholdFact[] },
  context: z.RefinementCtx,
): void {
  if (!benefitQualifies(input.benefit, input.householdFacts)) {
    context.addIssue({
      code: 'custom',
      path: ['householdFacts'],
      message:
        'With this benefit, one of these must be true of your home for a place: tick each that is',
    });
  }
}

/** The application's fields as the customer gives them (the form checks these). */
export const broaderGroupApplicationFields = z.strictObject({
  benefit: z.enum(BROADER_GROUP_BENEFITS, { error: 'Choose the benefit you or your partner get' }),
  benefitHolder,
  nameOnBenefit: requiredText('the name on the benefit', 100),
  /** Of the person who gets the benefit; their age is checked against today by the gateway. */
  dateOfBirth: z
    .string({ error: 'Enter the date of birth of the person who gets the benefit' })
    .min(1, { error: 'Enter the date of birth of the person who gets the benefit', abort: true })
    .pipe(isoDate)
    .refine((date) => date >= '1900-01-01', { error: 'Check the year of the date of birth' }),
  nationalInsuranceNumber,
  householdFacts: z.array(z.enum(HOUSEHOLD_FACTS), { error: 'Tick what is true of your home' }),
  /** The applicant agrees that we check the details with the Department for Work and Pensions. */
  consent: z.literal(true, {
    error: 'Tick to confirm the details are true and that we may check them',
  }),
});

/**
 * The application as sent. Only the last three characters of the National Insurance number
 * survive parsing, so no handler, stored answer or request hash ever holds the whole number.
 */
export const broaderGroupApplicationRequest = broaderGroupApplicationFields
  .extend({ nationalInsuranceNumber: nationalInsuranceNumber.transform((ni) => ni.slice(-3)) })
  .superRefine(checkHousehold)
  .meta({ id: 'BroaderGroupApplicationRequest' });
export type BroaderGroupApplicationRequest = z.input<typeof broaderGroupApplicationRequest>;

export const getWarmHomeDiscount = accountEndpoint({
  method: 'get',
  path: '/api/v1/accounts/{id}/warm-home-discount',
  section: 'warmHomeDiscount',
  summary:
    "The account's Warm Home Discount this scheme year: how the scheme works where the home is " +
    '(england-wales or scotland), what the government matching found, and in Scotland the ' +
    'Broader Group: whether applications are open, the places left and any application ' +
    '(422 when the account has no electricity supply in Great Britain)',
  tag: 'warm-home-discount',
  response: warmHomeDiscount,
  status: 200,
  errors: [422],
});

export const applyForBroaderGroup = accountEndpoint({
  method: 'post',
  path: '/api/v1/accounts/{id}/warm-home-discount/applications',
  section: 'warmHomeDiscount',
  summary:
    'Apply for a Broader Group place (Scotland only): 409 when the account has applied this ' +
    'scheme year; 422 in England and Wales, when applications are not open or the places are ' +
    'taken, or when the discount is coming already. Keeps only the last three characters of ' +
    'the National Insurance number',
  tag: 'warm-home-discount',
  body: broaderGroupApplicationRequest,
  response: warmHomeDiscount,
  status: 201,
  idempotent: true,
  errors: [409, 422],
});
