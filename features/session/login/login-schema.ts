import * as z from 'zod/mini';

/** The login form's fields, in zod/mini: classic zod would double what the login page downloads. */
export const loginFormSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, { error: 'Enter your email address' })),
    z.email({ error: 'Enter an email address like name@example.com' }),
  ),
  password: z.string().check(z.minLength(1, { error: 'Enter your password' })),
  keepSignedIn: z.boolean(),
});

/** A staff login's second step: their authenticator app's code, or a recovery code. */
export const secondFactorFormSchema = z.object({
  code: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'Enter the code from your authenticator app' }),
      z.maxLength(64, { error: 'That is too long to be a code' }),
    ),
});
