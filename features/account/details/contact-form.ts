import { z } from 'zod';
import {
  EMAIL_LINK_HOURS,
  EMAIL_NEEDS_PASSWORD_MESSAGE,
  titles,
  ukPhone,
  type Customer,
  type CustomerUpdate,
} from '@/lib/gateway/contract/customer';

/**
 * The contact details form: title, phone and email as the customer has them. A new email is
 * where their login goes, so it asks for the current password too; the gateway checks it.
 */
export function contactSchema(current: Pick<Customer, 'email'>) {
  return z
    .object({
      title: z.enum(titles, { error: 'Choose your title' }),
      phone: z
        .string()
        .trim()
        .min(1, { error: 'Enter a phone number we can call you on' })
        .pipe(ukPhone),
      email: z
        .string()
        .trim()
        .toLowerCase()
        .min(1, { error: 'Enter your email address' })
        .pipe(z.email({ error: 'Enter an email address like name@example.com' })),
      currentPassword: z.string(),
    })
    .refine((values) => values.email === current.email || values.currentPassword.length > 0, {
      error: EMAIL_NEEDS_PASSWORD_MESSAGE,
      path: ['currentPassword'],
    });
}
export type ContactSchema = ReturnType<typeof contactSchema>;
export type ContactValues = z.output<ContactSchema>;

export function contactDefaults(customer: Customer): z.input<ContactSchema> {
  return {
    title: customer.title ?? 'Mx',
    phone: customer.phone ?? '',
    email: customer.email,
    currentPassword: '',
  };
}

/** Only what changed goes to the gateway, and the password only with a new email. */
export function contactUpdateFrom(customer: Customer, values: ContactValues): CustomerUpdate {
  return {
    ...(values.title !== customer.title ? { title: values.title } : {}),
    ...(values.phone !== customer.phone ? { phone: values.phone } : {}),
    ...(values.email !== customer.email
      ? { email: values.email, currentPassword: values.currentPassword }
      : {}),
  };
}

/** A new email asked for by this save: the gateway sent a link to confirm it. */
const newlyPendingEmail = (before: Customer, after: Customer) =>
  after.pendingEmail && after.pendingEmail.expiresAt !== before.pendingEmail?.expiresAt
    ? after.pendingEmail.email
    : null;

/** What was saved, in words: "Saved: your phone number is now 07700900999." */
export function contactSavedWords(before: Customer, after: Customer): string {
  const email = newlyPendingEmail(before, after);
  const changes = [
    before.title !== after.title && `your title is now ${after.title}`,
    before.phone !== after.phone && `your phone number is now ${after.phone}`,
    email &&
      `check ${email} for the link we have sent, and open it within ${EMAIL_LINK_HOURS} hours ` +
        'to log in with that address',
  ].filter((change): change is string => Boolean(change));
  return changes.length === 0
    ? 'These are already your contact details.'
    : `Saved: ${changes.join(', and ')}.`;
}
