import * as z from 'zod/mini';
import type { SignupRequest } from './signups';
import { titles } from './titles';

/**
 * What of a sign-up's answers may be kept for later, in the browser between the quote journey's
 * steps and in the gateway while a sign-up waits for the owner of its email: the personal
 * details without the password, and where to send letters. In zod/mini, which the journey's
 * pages load; the gateway's classic schemas take these as they are.
 */
export type KeptPersonalDetails = Omit<SignupRequest['personalDetails'], 'password'>;

export const keptPersonalDetails: z.ZodMiniType<KeptPersonalDetails> = z.object({
  title: z.enum(titles),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  dateOfBirth: z.string(),
  marketingConsent: z.boolean(),
  evMarketingConsent: z.boolean(),
  extraSupport: z.optional(z.object({ needed: z.boolean(), details: z.optional(z.string()) })),
});

/** Where to send letters; null when it is the supply address. */
export const keptBillingAddress: z.ZodMiniType<SignupRequest['billingAddress']> = z.nullable(
  z.object({
    line1: z.string(),
    line2: z.optional(z.string()),
    town: z.string(),
    postcode: z.string(),
  }),
);
