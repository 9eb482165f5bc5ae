import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '@/lib/gateway/contract/password-rules';
import { newPassword } from '@/lib/gateway/contract/new-password';

export const PASSWORDS_DIFFER_MESSAGE = 'The two new passwords are not the same. Type it again';

/** Changing the password: the current one, and the new one typed twice. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, { error: 'Enter your current password' })
      .max(MAX_PASSWORD_LENGTH),
    newPassword,
    confirmPassword: z.string().min(1, { error: 'Type your new password again' }),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    error: PASSWORDS_DIFFER_MESSAGE,
    path: ['confirmPassword'],
    when: (payload) => typeof payload.value === 'object',
  });

export const PASSWORD_CHANGE_DEFAULTS = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** What the change did, in words: the other devices it signed out, and the email. */
export function passwordChangedWords(otherSessionsEnded: number): string {
  const signedOut =
    otherSessionsEnded === 0
      ? ''
      : ` We have signed you out on ${otherSessionsEnded === 1 ? '1 other device' : `${otherSessionsEnded} other devices`}.`;
  return `Your password has been changed.${signedOut} We have sent you an email to say so.`;
}
