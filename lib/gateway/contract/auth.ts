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

export const refreshRequest = z
  .strictObject({ short_lived_refresh_token: shortLivedFlag })
  .meta({ id: 'RefreshRequest' });

export const login = defineEndpoint({
  method: 'post',
  path: '/api/v1/auth/login',
  summary: 'Log in with email and password; sets the refresh-token cookie',
  tag: 'auth',
  auth: 'none',
  body: loginRequest,
  response: session,
  status: 200,
  errors: [429],
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
