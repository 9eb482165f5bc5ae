import { z } from 'zod';
import { entityId, isoDate, pence } from './common';
import { accountEndpoint } from './account-endpoint';

export const referral = z.object({
  id: entityId,
  friendFirstName: z.string(),
  status: z.enum(['Pending', 'Completed']),
  referredOn: isoDate,
  creditPence: pence,
});
export type Referral = z.infer<typeof referral>;

export const referrals = z
  .object({
    code: z.string(),
    /** Credit each friend earns both sides once their switch completes. */
    rewardPence: pence,
    count: z.number().int().nonnegative(),
    creditEarnedPence: pence,
    referrals: z.array(referral),
  })
  .meta({ id: 'Referrals' });
export type Referrals = z.infer<typeof referrals>;

export const getReferrals = accountEndpoint({
  method: 'get',
  path: '/api/v1/accounts/{id}/referrals',
  section: 'refer',
  summary: "The account's referral code, friends referred and credit earned",
  tag: 'referrals',
  response: referrals,
  status: 200,
});
