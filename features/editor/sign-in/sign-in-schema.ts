import * as z from 'zod/mini';

/** An editor's sign-in, checked by the sign-in form and by `/api/editor/session` alike. */
export const signInSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'Enter your email address')),
  password: z.string().check(z.minLength(1, 'Enter your password')),
});
export type SignIn = z.infer<typeof signInSchema>;
