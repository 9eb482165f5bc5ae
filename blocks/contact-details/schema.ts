import * as z from 'zod/mini';
import { field } from '@/lib/content/field-kind';
import { optionalLongText, optionalText } from '@/lib/content/fields';
import { blokBase, nestedBloks } from '../block-definition';

export const openingHoursSchema = z.extend(blokBase, {
  component: z.literal('opening_hours'),
  /** e.g. "Monday to Friday". */
  days: z.string().check(z.minLength(1, 'Say which days')),
  /** e.g. "8am to 8pm", or "Closed". */
  hours: z.string().check(z.minLength(1, 'Say the hours, or Closed')),
});
export type OpeningHoursBlok = z.infer<typeof openingHoursSchema>;

export const contactDetailsSchema = z.extend(blokBase, {
  component: z.literal('contact_details'),
  heading: optionalText,
  intro: optionalLongText,
  phone: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.regex(/^(\+44 ?|0)[0-9 ]{9,13}$/, 'Write a UK phone number, e.g. 0330 111 5050'),
        field({ description: 'As people should read it, e.g. 0330 111 5050' }),
      ),
  ),
  phone_note: optionalText,
  email: z.optional(z.email('Write an email address, e.g. help@so.energy')),
  opening_hours: z._default(z.array(openingHoursSchema).check(nestedBloks), []),
  show_emergency_numbers: z._default(
    z.boolean().check(
      field({
        description: 'The national numbers for a gas leak (0800 111 999) and a power cut (105)',
      }),
    ),
    true,
  ),
});
export type ContactDetailsBlok = z.infer<typeof contactDetailsSchema>;
