import * as z from 'zod/mini';
import { optionalText } from '@/lib/content/fields';
import { blokBase } from '../block-definition';

export const contactFormSchema = z.extend(blokBase, {
  component: z.literal('contact_form'),
  intro: optionalText,
  /** Under the reference once a message is sent, e.g. when to expect a reply. */
  success_text: optionalText,
  /** Beside the send button: how the details will be used. */
  privacy_text: optionalText,
  submit_label: optionalText,
});
export type ContactFormBlok = z.infer<typeof contactFormSchema>;
