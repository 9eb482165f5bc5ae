import * as z from 'zod/mini';

/** An editor's sign-in, checked by the sign-in form and by `/api/editor/session` alike. */
export const signInSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'Enter your email address')),
  password: z.string().check(z.minLength(1, 'Enter your password')),
});
export type SignIn = z.infer<typeof signInSchema>;

/**
 * The second step: the 6-digit code of the editor's authenticator app, or (once set up) one of
 * their recovery codes. What it must look like is for the route to say: a wrong code and a
 * malformed one are answered alike.
 */
export const codeSchema = z.object({
  code: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter the code from your authenticator app'),
      z.maxLength(64, 'That is too long to be a code'),
    ),
});
export type Code = z.infer<typeof codeSchema>;

const editorSchema = z.object({ email: z.string(), name: z.string() });

/** A QR code the browser shows through an <img>: only ever an SVG in a data: URL. */
const qrCodeSchema = z.string().check(z.startsWith('data:image/svg+xml;base64,'));

/** What `/api/editor/session` answers a right password or code with: the next step. */
export const signInAnswerSchema = z.discriminatedUnion('step', [
  /** Enrolled: type a code. */
  z.object({ step: z.literal('code') }),
  /** No second factor yet: set one up from this secret, then type its code. */
  z.object({
    step: z.literal('enrol'),
    secret: z.string(),
    uri: z.string(),
    qrCode: qrCodeSchema,
  }),
  /**
   * Signed in (the session cookie is set). After enrolment, the recovery codes, shown once;
   * after a recovery code, how many are left.
   */
  z.object({
    step: z.literal('signed-in'),
    editor: editorSchema,
    recoveryCodes: z.optional(z.array(z.string())),
    recoveryCodesLeft: z.optional(z.number()),
  }),
]);
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;
