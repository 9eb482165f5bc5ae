import { z } from 'zod';
import { formatNumber } from '@/lib/format-number';
import { browserClientId, emailAddress } from './common';
import { CONTACT_TOPIC_VALUES } from './contact-topics';
import { defineEndpoint } from './endpoint';

export const CONTACT_MESSAGE_MAX_LENGTH = 2_000;

/** One client may send this many messages in any window of CONTACT_LIMIT_WINDOW_MINUTES. */
export const CONTACT_LIMIT = 5;
export const CONTACT_LIMIT_WINDOW_MINUTES = 10;

/** Account numbers are eight digits; the field may be left empty. */
export const optionalAccountNumber = z
  .string()
  .trim()
  .regex(/^(\d{8})?$/, { error: 'Your account number is 8 digits, like 40318275' });

/** What a person fills in on the contact form. */
export const contactFields = z.strictObject({
  name: z
    .string({ error: 'Enter your name' })
    .trim()
    .min(1, { error: 'Enter your name' })
    .max(100, { error: 'Keep your name under 100 characters' }),
  email: emailAddress,
  accountNumber: optionalAccountNumber.optional(),
  topic: z.enum(CONTACT_TOPIC_VALUES, { error: 'Choose what your message is about' }),
  message: z
    .string({ error: 'Enter your message' })
    .trim()
    .min(1, { error: 'Enter your message' })
    .max(CONTACT_MESSAGE_MAX_LENGTH, {
      error: `Your message must be ${formatNumber(CONTACT_MESSAGE_MAX_LENGTH)} characters or fewer`,
    }),
  /** The honeypot: hidden from people, so anything in it was typed by a robot. */
  website: z.string().max(500).optional(),
});
export type ContactFields = z.input<typeof contactFields>;

export const contactRequest = contactFields
  .extend({
    /** The browser's random id; the gateway keeps only a hash of it, to limit sends. */
    clientId: browserClientId,
  })
  .meta({ id: 'ContactRequest' });
export type ContactRequest = z.input<typeof contactRequest>;

export const contactReceipt = z
  .object({
    /** Quote it if you get in touch about the same thing again. */
    reference: z.string(),
  })
  .meta({ id: 'ContactReceipt' });
export type ContactReceipt = z.infer<typeof contactReceipt>;

export const sendContactMessage = defineEndpoint({
  method: 'post',
  path: '/api/v1/contact',
  summary: `Send a message to customer care: at most ${CONTACT_LIMIT} per client in ${CONTACT_LIMIT_WINDOW_MINUTES} minutes`,
  tag: 'contact',
  auth: 'none',
  body: contactRequest,
  response: contactReceipt,
  status: 201,
  idempotent: true,
  errors: [422, 429],
});
