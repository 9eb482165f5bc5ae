import * as z from 'zod/mini';
import { optionalLongText, optionalText } from '@/lib/content/fields';
import { blokBase } from '../block-definition';

/** Empty texts fall back to the defaults in the block. */
export const rateYourSwitchSchema = z.extend(blokBase, {
  component: z.literal('rate_your_switch'),
  question: optionalText,
  comment_label: optionalText,
  submit_label: optionalText,
  thank_you_text: optionalLongText,
  /** Shown instead of the form when the page has no sign-up reference (`?ref=`). */
  no_reference_text: optionalLongText,
});
export type RateYourSwitchBlok = z.infer<typeof rateYourSwitchSchema>;
