import * as z from 'zod/mini';
import { field } from '@/lib/content/field-kind';
import { longText, optionalLongText, optionalText } from '@/lib/content/fields';
import { blokBase } from '../block-definition';

/**
 * The invitation on /r/{code}. Texts may use {name} (the referrer's first name) and {reward}
 * (the credit each side gets, e.g. £50); empty texts fall back to the defaults in the block.
 */
export const friendReferralSchema = z.extend(blokBase, {
  component: z.literal('friend_referral'),
  /** For a known code: who invited them. */
  invited_text: optionalLongText,
  /** For a known code: the referral offer. */
  offer_text: optionalLongText,
  /** For an unknown code: what went wrong, kindly. */
  unknown_text: optionalLongText,
  /** For an unknown code, or none: the offer everyone gets. */
  standard_offer: longText.check(z.minLength(1, 'Describe the offer everyone gets')),
  cta_label: optionalText.check(field({ title: 'Button label' })),
});
export type FriendReferralBlok = z.infer<typeof friendReferralSchema>;
