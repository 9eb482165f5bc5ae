import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { GatewayDeps } from '../deps';
import { AUTH_ROUTES_PATH, isSecure } from './cookies';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * that has logged in to an email keeps a signed token saying so, for a year. A login from it
 * is not paused with its email everywhere, so a stranger's wrong passwords cannot keep the
 * customer out; its own wrong passwords are counted per device instead (`lockout.ts`).
 */
export const DEVICE_COOKIE = 'so_login_device';
/** Only the auth routes read it (the login); the site calls them with credentials. */
export const DEVICE_COOKIE_PATH = AUTH_ROUTES_PATH;
export const DEVICE_COOKIE_LIFETIME_SECONDS = 365 * 24 * 60 * 60;

const ISSUER = 'so-energy-gateway';
const AUDIENCE = 'so-energy-login-device';

/** The login a device cookie is for: it is bound to its id, its email and its password. */
export interface DeviceLogin {
  id: number;
  email: string;
  passwordHash: string;
}

const claims = z.object({
  sub: z.string().regex(/^\d+$/).transform(Number),
  /** Keyed hashes: the token, readable by whoever holds it, shows neither. */
  eml: z.string().min(1),
  pwd: z.string().min(1),
  jti: z.string().min(16),
});

/** The signing key, derived from the gateway's secret for this purpose alone. */
const signingKey = (deps: GatewayDeps) =>
  new Uint8Array(Buffer.from(deps.keyedHash('device-cookie/signing-key', ''), 'hex'));

const emailTag = (deps: GatewayDeps, email: string) =>
  deps.keyedHash('device-cookie/email', email.toLowerCase());

/** A new password (a reset, a change, a sign-up taking a login over) ends every device cookie. */
const passwordTag = (deps: GatewayDeps, passwordHash: string) =>
  deps.keyedHash('device-cookie/password', passwordHash);

/** Sets a new device cookie for a login that has just succeeded. */
export async function setDeviceCookie(
  c: Context,
  deps: GatewayDeps,
  login: DeviceLogin,
  now: Date,
): Promise<void> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const token = await new SignJWT({
    eml: emailTag(deps, login.email),
    pwd: passwordTag(deps, login.passwordHash),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(login.id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setJti(randomBytes(16).toString('base64url'))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + DEVICE_COOKIE_LIFETIME_SECONDS)
    .sign(signingKey(deps));
  setCookie(c, DEVICE_COOKIE, token, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    secure: isSecure(),
    sameSite: 'Lax',
    maxAge: DEVICE_COOKIE_LIFETIME_SECONDS,
  });
}

/**
 * The device, as the lockout counts it (a keyed hash of the cookie's nonce), when the request
 * carries a valid, unexpired device cookie for this login, its email and its password as they
 * are now; otherwise none: an unknown device.
 */
export async function knownDeviceOf(
  c: Context,
  deps: GatewayDeps,
  login: DeviceLogin | undefined,
  now: Date,
): Promise<string | undefined> {
  const token = getCookie(c, DEVICE_COOKIE);
  if (token === undefined) return undefined;
  try {
    const { payload } = await jwtVerify(token, signingKey(deps), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['exp', 'jti'],
    });
    const device = claims.parse(payload);
    // Checked whether or not the email has a login, so the time taken does not say.
    const matches =
      login !== undefined &&
      device.sub === login.id &&
      device.eml === emailTag(deps, login.email) &&
      device.pwd === passwordTag(deps, login.passwordHash);
    return matches ? deps.keyedHash('login-device', device.jti) : undefined;
  } catch {
    return undefined;
  }
}
