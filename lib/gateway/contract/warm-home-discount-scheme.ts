/**
 * Facts of the Warm Home Discount that its screen states without parsing anything. Kept free of
 * imports, so the screen does not download the contract's classic zod.
 */

/** Taken off the electricity bill once a scheme year. */
export const WARM_HOME_DISCOUNT_PENCE = 15_000;

/** The government's helpline, for a customer whose letter asks them to confirm their details. */
export const WARM_HOME_DISCOUNT_HELPLINE = {
  display: '0800 030 9322',
  href: 'tel:08000309322',
} as const;

/**
 * The means-tested benefits that open our Broader Group in Scotland to a customer who, or whose
 * partner, gets one.
 */
export const BROADER_GROUP_BENEFITS = [
  'universal-credit',
  'pension-credit-savings-credit',
  'income-related-esa',
  'income-based-jsa',
  'income-support',
  'housing-benefit',
] as const;
export type BroaderGroupBenefit = (typeof BROADER_GROUP_BENEFITS)[number];

/** The one benefit that opens the Broader Group without any of the household's facts. */
export const BENEFIT_ENOUGH_ON_ITS_OWN: BroaderGroupBenefit = 'pension-credit-savings-credit';

/** What must be true of the household, besides any other benefit, for a Broader Group place. */
export const HOUSEHOLD_FACTS = ['child-under-five', 'disability', 'aged-65-or-over'] as const;
export type HouseholdFact = (typeof HOUSEHOLD_FACTS)[number];

/** Whether the benefit, with what is true of the household, qualifies for a place. */
export function benefitQualifies(
  benefit: BroaderGroupBenefit,
  householdFacts: readonly HouseholdFact[],
): boolean {
  return benefit === BENEFIT_ENOUGH_ON_ITS_OWN || householdFacts.length > 0;
}

/** The person the benefit is paid to must be at least this old. */
export const MIN_APPLICANT_AGE = 16;

export interface SchemeYear {
  /** '2025/26' */
  label: string;
  /** 1 April */
  from: string;
  /** 31 March */
  to: string;
}

/** The scheme year (1 April to 31 March) that a day, YYYY-MM-DD, falls in. */
export function schemeYearOf(day: string): SchemeYear {
  const year = Number(day.slice(0, 4));
  const start = day.slice(5) >= '04-01' ? year : year - 1;
  return {
    label: `${start}/${String((start + 1) % 100).padStart(2, '0')}`,
    from: `${start}-04-01`,
    to: `${start + 1}-03-31`,
  };
}
