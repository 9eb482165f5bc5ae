import { z } from 'zod';
import { pence } from './common';
import { defineEndpoint } from './endpoint';

/** The shape of a referral code, once upper-cased: 3 to 32 letters, digits and hyphens. */
export const REFERRAL_CODE = /^[A-Z0-9][A-Z0-9-]{2,31}$/;

/** A customer's referral code as it appears in /r/{code}: letters, digits and hyphens. */
export const referralCode = z.string().trim().toUpperCase().regex(REFERRAL_CODE, {
  error: 'must be a referral code: 3 to 32 letters, digits and hyphens',
});

export const referralInvite = z
  .object({
    code: z.string(),
    /** Only the first name: the friend sees who sent them, and nothing more. */
    referrerFirstName: z.string(),
    /** Credit each side earns once the friend's supply starts. */
    rewardPence: pence,
  })
  .meta({ id: 'ReferralInvite' });
export type ReferralInvite = z.infer<typeof referralInvite>;

export const getReferralInvite = defineEndpoint({
  method: 'get',
  path: '/api/v1/referrals/{code}',
  summary:
    "A referral code's invitation: the referrer's first name and the offer (404 for an unknown code)",
  tag: 'referrals',
  auth: 'none',
  params: z.object({ code: referralCode }),
  response: referralInvite,
  status: 200,
  errors: [404],
});
