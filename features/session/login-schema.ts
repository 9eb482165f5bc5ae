import { z } from 'zod';

/** The login form's fields; classic zod is fine here, this code loads on the login page only. */
export const loginFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'Enter your email address' })
    .pipe(z.email({ error: 'Enter an email address like name@example.com' })),
  password: z.string().min(1, { error: 'Enter your password' }),
  keepSignedIn: z.boolean(),
});
