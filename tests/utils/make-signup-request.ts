import type { SignupRequest } from '@/lib/gateway/contract/signups';

type Overrides = Partial<Omit<SignupRequest, 'personalDetails' | 'payment'>> & {
  personalDetails?: Partial<SignupRequest['personalDetails']>;
  payment?: Partial<SignupRequest['payment']>;
};

/**
 * A sign-up as the site sends it, for a quote and home the test gives: a 38-year-old paying on
 * the 1st from bank details that pass UK modulus checking (Vocalink's own example).
 */
export function makeSignupRequest(overrides: Overrides = {}): SignupRequest {
  const { personalDetails, payment, ...rest } = overrides;
  return {
    quoteId: '7b4f3c1e-2d5a-4b6c-9e8f-0a1b2c3d4e5f',
    tariff: { elecProductCode: 'SO-FIX-12M-E', gasProductCode: 'SO-FIX-12M-G' },
    supplyAddress: { uprn: '1000000001' },
    billingAddress: null,
    ...rest,
    personalDetails: {
      title: 'Ms',
      firstName: 'Robin',
      lastName: 'Hartley',
      email: 'robin.hartley@example.com',
      phone: '07700 900456',
      dateOfBirth: '1988-06-14',
      password: 'copper kettle meadow',
      marketingConsent: false,
      evMarketingConsent: false,
      ...personalDetails,
    },
    payment: {
      accountHolderName: 'Robin Hartley',
      sortCode: '08-99-99',
      accountNumber: '66374958',
      directDebitDayOfMonth: 1,
      soleAuthoriser: true,
      ...payment,
    },
  };
}
