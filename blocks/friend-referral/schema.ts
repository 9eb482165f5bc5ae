import * as z from 'zod/mini';
import { optionalText } from '@/lib/content/fields';
import { blokBase } from '../block-definition';

/**
 * The invitation on /r/{code}. Texts may use {name} (the referrer's first name) and {reward}
 * (the credit each side gets, e.g. £50); empty texts fall back to the defaults in the block.
 */
export const friendReferralSchema = z.extend(blokBase, {
  component: z.literal('friend_referral'),
  /** For a known code: who invited them. */
  invited_text: optionalText,
  /** For a known code: the referral offer. */
  offer_text: optionalText,
  /** For an unknown code: what went wrong, kindly. */
  unknown_text: optionalText,
  /** For an unknown code, or none: the offer everyone gets. */
  standard_offer: z.string().check(z.minLength(1, 'Describe the offer everyone gets')),
  cta_label: optionalText,
});
export type FriendReferralBlok = z.infer<typeof friendReferralSchema>;
