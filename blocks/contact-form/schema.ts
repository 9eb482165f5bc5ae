import * as z from 'zod/mini';
import { field } from '@/lib/content/field-kind';
import { optionalLongText, optionalText } from '@/lib/content/fields';
import { CONTACT_TOPIC_VALUES, CONTACT_TOPICS } from '@/lib/gateway/contract/contact-topics';
import { blokBase } from '../block-definition';

export const contactFormSchema = z.extend(blokBase, {
  component: z.literal('contact_form'),
  intro: optionalLongText,
  topic: z.optional(
    z.enum(CONTACT_TOPIC_VALUES).check(
      field({
        description:
          'The topic the form starts on, for a page about one subject; visitors can still change it',
        optionLabels: CONTACT_TOPICS,
      }),
    ),
  ),
  /** Under the reference once a message is sent, e.g. when to expect a reply. */
  success_text: optionalLongText,
  /** Beside the send button: how the details will be used. */
  privacy_text: optionalLongText,
  submit_label: optionalText,
});
export type ContactFormBlok = z.infer<typeof contactFormSchema>;
