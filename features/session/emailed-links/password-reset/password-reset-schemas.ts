import * as z from 'zod/mini';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from '@/lib/gateway/contract/password-rules';

/**
 * The forgotten-password forms' fields, in zod/mini like the login form's: these public pages
 * download no classic zod. How easy a password is to guess, the gateway says.
 */

export const forgotPasswordSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, { error: 'Enter your email address' })),
    z.email({ error: 'Enter an email address like name@example.com' }),
  ),
});

export const PASSWORDS_DIFFER_MESSAGE = 'The two passwords are not the same. Type it again';

export const resetPasswordSchema = z
  .object({
    password: z
      .string()
      .check(
        z.minLength(MIN_PASSWORD_LENGTH, { error: PASSWORD_TOO_SHORT_MESSAGE }),
        z.maxLength(MAX_PASSWORD_LENGTH, { error: PASSWORD_TOO_LONG_MESSAGE }),
      ),
    confirmPassword: z.string().check(z.minLength(1, { error: 'Type your new password again' })),
  })
  .check(
    z.refine((values) => values.password === values.confirmPassword, {
      error: PASSWORDS_DIFFER_MESSAGE,
      path: ['confirmPassword'],
      when: (payload) => typeof payload.value === 'object',
    }),
  );
