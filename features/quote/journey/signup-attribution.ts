import {
  signupAttribution as attributionSchema,
  type SignupRequest,
} from '@/lib/gateway/contract/signups';
import type { EntryParams } from './journey-state';

/**
 * The sign-up's `attribution` from the link the prospect arrived by (/r/{code}, /CC33/{id},
 * /elmo/{id}): each value the contract accepts, normalised as the gateway reads it; a value it
 * would refuse is dropped, so a bad link never stands in the way of signing up. Undefined when
 * nothing is left.
 */
export function signupAttribution(entry: EntryParams): SignupRequest['attribution'] {
  const { shape } = attributionSchema;
  const valid = (schema: (typeof shape)[keyof typeof shape], value: string | undefined) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  };
  const referralCode = valid(shape.referralCode, entry.referral);
  const agentId = valid(shape.agentId, entry.agent);
  const partnerId = valid(shape.partnerId, entry.partner);
  const attribution = {
    ...(referralCode !== undefined && { referralCode }),
    ...(agentId !== undefined && { agentId }),
    ...(partnerId !== undefined && { partnerId }),
  };
  return Object.keys(attribution).length > 0 ? attribution : undefined;
}
