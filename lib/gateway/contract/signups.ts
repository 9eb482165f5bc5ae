import { z } from 'zod';
import { ATTRIBUTION_ID } from './attribution';
import { bankAccount, directDebitDay } from './bank-account';
import { address, isoDate, pence, postalAddressInput, requiredText } from './common';
import { titles, ukPhone } from './customer';
import { defineEndpoint } from './endpoint';
import { newPassword } from './new-password';
import { DESCRIBED_QUOTE_ID } from './quote-id';
import { REFERRAL_CODE } from './referral-invites';
import { SIGNUP_LINK_DAYS, SIGNUP_LINK_EXPIRED_MESSAGE } from './signup-links';

export const MIN_SIGNUP_AGE = 18;
export { MIN_PASSWORD_LENGTH } from './password-rules';

/** Whole years from a date of birth to a day (both YYYY-MM-DD): a birthday counts on the day. */
export function ageOn(dateOfBirth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return today.slice(5) >= dateOfBirth.slice(5) ? years : years - 1;
}

export const EXTRA_SUPPORT_DETAILS_MAX = 500;

/**
 * The Priority Services Register question: whether anyone in the home needs extra support
 * (age, disability, health, a medical device that needs power…), and in their words what helps.
 */
export const extraSupport = z.strictObject({
  needed: z.boolean({ error: 'Choose yes if anyone in your home needs extra support, or no' }),
  details: z
    .string()
    .trim()
    .max(EXTRA_SUPPORT_DETAILS_MAX, {
      error: `Keep this to ${EXTRA_SUPPORT_DETAILS_MAX} characters`,
    })
    .optional(),
});
export type ExtraSupport = z.input<typeof extraSupport>;

/** The sign-up's rule that a password is not the (normalised) email address. */
export const PASSWORD_IS_EMAIL_MESSAGE = "Don't use your email address as your password";
export const passwordIsNotEmail = (details: { password: string; email: string }) =>
  details.password.toLowerCase() !== details.email.trim().toLowerCase();

export const signupPersonalDetails = z
  .strictObject({
    title: z.enum(titles, { error: `Choose one of ${titles.join(', ')}` }),
    firstName: requiredText('your first name', 50),
    lastName: requiredText('your last name', 50),
    email: z
      .string({ error: 'Enter your email address' })
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'Enter a valid email address' })),
    phone: ukPhone,
    dateOfBirth: isoDate,
    password: newPassword,
    marketingConsent: z.boolean(),
    evMarketingConsent: z.boolean(),
    extraSupport: extraSupport.optional(),
  })
  .refine(passwordIsNotEmail, {
    error: PASSWORD_IS_EMAIL_MESSAGE,
    path: ['password'],
  });

/** The bank account to collect from, and the day each month. */
export const signupPayment = bankAccount.extend({
  directDebitDayOfMonth: directDebitDay,
});

const attributionId = (who: string) =>
  z
    .string({ error: `Enter the ${who}` })
    .trim()
    .regex(ATTRIBUTION_ID, {
      error: `The ${who} is 1 to 64 letters, digits, hyphens or underscores`,
    });

/**
 * Where the sign-up came from: a friend's referral link (/r/{code}), a telesales agent
 * (/CC33/{id}) or a partner (/elmo/{id}). Each is optional; a referral code that matches no
 * account is kept as given and earns nobody a reward.
 */
export const signupAttribution = z
  .strictObject({
    referralCode: z
      .string({ error: 'Enter the referral code' })
      .trim()
      .toUpperCase()
      .regex(REFERRAL_CODE, {
        error: 'A referral code is 3 to 32 letters, digits and hyphens, like ALEX-M7Q2',
      })
      .meta({ description: 'Read in any case: upper-cased, then checked against the pattern' })
      .optional(),
    agentId: attributionId('telesales agent id').optional(),
    partnerId: attributionId('partner id').optional(),
  })
  .meta({ id: 'SignupAttribution' });
export type SignupAttribution = z.input<typeof signupAttribution>;

export const signupRequest = z
  .strictObject({
    /** The chosen tariff quote, and its product codes as the customer saw them. */
    quoteId: z.union([z.string().regex(DESCRIBED_QUOTE_ID), z.uuid()], {
      error: 'Choose a tariff from your quote',
    }),
    tariff: z.strictObject({
      elecProductCode: z.string().nullable(),
      gasProductCode: z.string().nullable(),
    }),
    personalDetails: signupPersonalDetails,
    /** The home to supply, by the UPRN the address list gave it. */
    supplyAddress: z.strictObject({
      uprn: z.string().regex(/^\d{1,12}$/, { error: 'Choose your address from the list' }),
    }),
    /** Where to send letters, when it is not the supply address. */
    billingAddress: postalAddressInput.nullable(),
    payment: signupPayment,
    attribution: signupAttribution.optional(),
  })
  .meta({ id: 'SignupRequest' });
export type SignupRequest = z.input<typeof signupRequest>;

/**
 * The same whether or not the email had a login: when it had, the account waits under this
 * number for the link emailed there to be followed.
 */
export const signupResult = z
  .object({
    accountNumber: z.string(),
    /** Where the sign-up's link went: the login's email. */
    email: z.email(),
    tariffName: z.string(),
    supplyStartDate: isoDate,
    firstDirectDebit: z.object({ date: isoDate, amountPence: pence }),
  })
  .meta({ id: 'SignupResult' });
export type SignupResult = z.infer<typeof signupResult>;

export const createSignup = defineEndpoint({
  method: 'post',
  path: '/api/v1/signups',
  summary:
    'Become a customer on a quoted tariff: creates the login, account, meters and Direct Debit; for an email that already has a login, nothing until the link emailed there is followed (the answer is the same)',
  tag: 'quotes',
  auth: 'none',
  body: signupRequest,
  response: signupResult,
  status: 201,
  idempotent: true,
  errors: [404, 409, 422, 429],
});

/** The token of the link emailed for a sign-up: 32 random bytes, base64url. */
const signupLinkToken = z
  .string({ error: SIGNUP_LINK_EXPIRED_MESSAGE })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: SIGNUP_LINK_EXPIRED_MESSAGE });

export const signupAcceptance = z
  .strictObject({ token: signupLinkToken })
  .meta({ id: 'SignupAcceptance' });
export type SignupAcceptance = z.input<typeof signupAcceptance>;

export const signupAccepted = z
  .object({
    accountNumber: z.string(),
    /** The login the home now belongs to. */
    email: z.email(),
    supplyAddress: address,
    /**
     * The login's email had not been confirmed: the password chosen at this sign-up is its
     * password from now on, and every device it was signed in on has been signed out.
     */
    passwordReplaced: z.boolean(),
  })
  .meta({ id: 'SignupAccepted' });
export type SignupAccepted = z.infer<typeof signupAccepted>;

export const acceptSignup = defineEndpoint({
  method: 'post',
  path: '/api/v1/signups/accept',
  summary:
    'Open the account of a sign-up made with an email that already has a login, under that ' +
    `login, from the link emailed to it (once, within ${SIGNUP_LINK_DAYS} days)`,
  tag: 'quotes',
  auth: 'none',
  body: signupAcceptance,
  response: signupAccepted,
  status: 201,
  errors: [409, 422, 429],
});
