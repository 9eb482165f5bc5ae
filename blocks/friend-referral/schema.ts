import * as z from 'zod/mini';
import { field } from '@/lib/content/field-kind';
import { longText, optionalLongText, optionalText } from '@/lib/content/fields';
import { blokBase } from '../block-definition';

/** Help for a text, naming the placeholders it may use. */
const placeholders = (when: string) =>
  field({ description: `${when}. {name} is the referrer's first name, {reward} the credit` });

/**
 * The invitation on /r/{code}. Texts may use {name} (the referrer's first name) and {reward}
 * (the credit each side gets, e.g. £50); empty texts fall back to the defaults in the block.
 */
export const friendReferralSchema = z.extend(blokBase, {
  component: z.literal('friend_referral'),
  invited_text: optionalLongText.check(placeholders('For a known code: who invited them')),
  offer_text: optionalLongText.check(placeholders('For a known code: the referral offer')),
  unknown_text: optionalLongText.check(
    placeholders('For an unknown code: what went wrong, kindly'),
  ),
  standard_offer: longText.check(
    z.minLength(1, 'Describe the offer everyone gets'),
    placeholders('For an unknown code, or none: the offer everyone gets'),
  ),
  cta_label: optionalText.check(field({ title: 'Button label' })),
});
export type FriendReferralBlok = z.infer<typeof friendReferralSchema>;
