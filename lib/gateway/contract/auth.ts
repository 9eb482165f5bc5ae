import { z } from 'zod';
import { isoDateTime } from './common';
import { defineEndpoint } from './endpoint';

export {
  REFRESH_AVAILABLE_COOKIE,
  REFRESH_COOKIE_LONG_LIVED,
  REFRESH_COOKIE_SHORT_LIVED,
} from './auth-cookies';

/** SPEC §7 sends this flag as the string 'true' or 'false'. */
const shortLivedFlag = z.enum(['true', 'false'], { error: "must be 'true' or 'false'" });

export const loginRequest = z
  .strictObject({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'Enter a valid email address' })),
    password: z.string().min(1, { error: 'Enter your password' }).max(256),
    short_lived_refresh_token: shortLivedFlag,
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.input<typeof loginRequest>;

/** Login and refresh both answer with a new access token; the refresh token is in a cookie. */
export const session = z
  .object({
    token: z.string(),
    /** When the access token expires. */
    exp: isoDateTime,
    email: z.email(),
    /** When the refresh token (and so the session) expires. */
    refresh_token_exp: isoDateTime,
    /**
     * Which refresh cookie holds the session, as `refresh` must name it: 'true' (short-lived,
     * gone when the browser closes) for staff whatever was asked. Our gateway always says.
     */
    short_lived_refresh_token: shortLivedFlag.optional(),
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof session>;

/**
 * Staff (the admin flag) give a second factor after the right password: login answers this
 * instead of a session. `second_factor` says which step comes next: 'code' (the 6-digit code of
 * their authenticator app, or a recovery code) or 'enrol' (set the app up first from
 * `enrolment`: its secret, the otpauth:// address and a QR code of it as an SVG data: URL).
 * `challenge` goes back with the code to `POST /api/v1/auth/second-factor` before
 * `challenge_exp`.
 */
export const secondFactorChallenge = z
  .object({
    second_factor: z.enum(['code', 'enrol']),
    challenge: z.string(),
    challenge_exp: isoDateTime,
    enrolment: z
      .object({
        secret: z.string(),
        otpauth_uri: z.string(),
        qr_code: z.string().startsWith('data:image/svg+xml;base64,'),
      })
      .optional(),
  })
  .meta({ id: 'SecondFactorChallenge' });
export type SecondFactorChallenge = z.infer<typeof secondFactorChallenge>;

/** What login answers: a session, or for staff the second factor it waits for. */
export const loginAnswer = z.union([session, secondFactorChallenge]).meta({ id: 'LoginAnswer' });
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** A second step that will not take the code: the login must start again from the password. */
export const LOGIN_AGAIN_MESSAGE =
  'Your login took too long or had too many wrong codes. Please log in again.';
export const WRONG_CODE_MESSAGE =
  'That code is not right. Type the code your authenticator app shows now, or a recovery code.';

export const secondFactorRequest = z
  .strictObject({
    challenge: z.string().min(1).max(200),
    code: z
      .string()
      .trim()
      .min(1, { error: 'Enter the code from your authenticator app' })
      .max(64, { error: 'That is too long to be a code' }),
  })
  .meta({ id: 'SecondFactorRequest' });
export type SecondFactorRequest = z.input<typeof secondFactorRequest>;

/**
 * The session a right second factor starts: after enrolment with the ten recovery codes, shown
 * once; after a recovery code, how many are left.
 */
export const secondFactorSession = session
  .extend({
    recovery_codes: z.array(z.string()).optional(),
    recovery_codes_left: z.number().int().min(0).optional(),
  })
  .meta({ id: 'SecondFactorSession' });
export type SecondFactorSession = z.infer<typeof secondFactorSession>;

export const refreshRequest = z
  .strictObject({ short_lived_refresh_token: shortLivedFlag })
  .meta({ id: 'RefreshRequest' });

export const login = defineEndpoint({
  method: 'post',
  path: '/api/v1/auth/login',
  summary:
    'Log in with email and password; sets the refresh-token cookie, or for staff answers the second factor it waits for',
  tag: 'auth',
  auth: 'none',
  body: loginRequest,
  response: loginAnswer,
  status: 200,
  errors: [429],
});

export const completeLogin = defineEndpoint({
  method: 'post',
  path: '/api/v1/auth/second-factor',
  summary:
    "Finish a staff login with their authenticator app's code or a recovery code; sets the refresh-token cookie",
  tag: 'auth',
  auth: 'none',
  body: secondFactorRequest,
  response: secondFactorSession,
  status: 200,
  errors: [422, 429],
});

export const refresh = defineEndpoint({
  method: 'post',
  path: '/api/v1/auth/refresh',
  summary: 'Swap the refresh-token cookie for a new access token, rotating the refresh token',
  tag: 'auth',
  auth: 'refresh-cookie',
  body: refreshRequest,
  response: session,
  status: 200,
});

export const logout = defineEndpoint({
  method: 'post',
  path: '/api/v1/auth/logout',
  summary: 'End the session: revoke the refresh token and clear its cookies',
  tag: 'auth',
  auth: 'bearer',
  response: null,
  status: 204,
});

export const signOut = defineEndpoint({
  method: 'post',
  path: '/users/sign_out',
  summary: 'End a short-lived session from its refresh cookie alone',
  tag: 'auth',
  auth: 'refresh-cookie',
  response: null,
  status: 204,
});
