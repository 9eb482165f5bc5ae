import type {
  BenefitHolder,
  BroaderGroupApplication,
} from '@/lib/gateway/contract/warm-home-discount';
import type {
  BroaderGroupBenefit,
  HouseholdFact,
} from '@/lib/gateway/contract/warm-home-discount-scheme';
import { formatOfferPounds } from '@/lib/format-money';

export const BENEFIT_LABELS: Readonly<Record<BroaderGroupBenefit, string>> = {
  'universal-credit': 'Universal Credit',
  'pension-credit-savings-credit': 'Pension Credit (Savings Credit only)',
  'income-related-esa': 'Income-related Employment and Support Allowance (ESA)',
  'income-based-jsa': "Income-based Jobseeker's Allowance (JSA)",
  'income-support': 'Income Support',
  'housing-benefit': 'Housing Benefit',
};

export const HOUSEHOLD_FACT_LABELS: Readonly<Record<HouseholdFact, string>> = {
  'child-under-five': 'A child under 5 lives with you',
  disability:
    'You, your partner or a child who lives with you gets a disability benefit, such as Adult ' +
    'Disability Payment, Personal Independence Payment or Child Disability Payment',
  'aged-65-or-over': 'You or your partner is 65 or over',
};

export const BENEFIT_HOLDER_LABELS: Readonly<Record<BenefitHolder, string>> = {
  customer: 'I do',
  partner: 'My partner, who lives with me',
};

/** Where the application has got to, in a sentence or two. */
export function applicationStatusWords(
  application: BroaderGroupApplication,
  amountPence: number,
  schemeYearEnd: string,
): string {
  switch (application.status) {
    case 'Received':
      return (
        'We have your application. We check the details with the Department for Work and ' +
        'Pensions, then write to you with our answer.'
      );
    case 'Under review':
      return (
        'We are checking your details with the Department for Work and Pensions, and will ' +
        'write to you with our answer.'
      );
    case 'Accepted':
      return `Your place is confirmed. We will take ${formatOfferPounds(amountPence)} off your electricity bill by ${schemeYearEnd}.`;
    case 'Declined':
      return `We could not give you a place. ${application.declineReason ?? ''}`.trim();
  }
}
