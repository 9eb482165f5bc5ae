import * as z from 'zod/mini';
import { optionalLongText, optionalText } from '@/lib/content/fields';
import { blokBase } from '../block-definition';

export const contactFormSchema = z.extend(blokBase, {
  component: z.literal('contact_form'),
  intro: optionalLongText,
  /** Under the reference once a message is sent, e.g. when to expect a reply. */
  success_text: optionalLongText,
  /** Beside the send button: how the details will be used. */
  privacy_text: optionalLongText,
  submit_label: optionalText,
});
export type ContactFormBlok = z.infer<typeof contactFormSchema>;
