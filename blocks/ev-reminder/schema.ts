import * as z from 'zod/mini';
import { optionalLongText, optionalText } from '@/lib/content/fields';
import { blokBase } from '../block-definition';

export const evReminderSchema = z.extend(blokBase, {
  component: z.literal('ev_reminder'),
  /** Above the form: who it is for and what they will get. */
  intro: optionalLongText,
  /** What ticking the consent box agrees to; a clear default is used when empty. */
  consent_text: optionalLongText,
  submit_label: optionalText,
});
export type EvReminderBlok = z.infer<typeof evReminderSchema>;
