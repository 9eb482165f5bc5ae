import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { unauthorized } from '../http/http-error';

export const ACCESS_TOKEN_LIFETIME_SECONDS = 60 * 60;

const ISSUER = 'so-energy-gateway';
const AUDIENCE = 'so-energy-website';

export interface Principal {
  customerId: number;
  email: string;
  admin: boolean;
  /** The session (refresh-token family) the token belongs to; revoking it ends the token. */
  sessionId: string;
}

const claims = z.object({
  sub: z.string().regex(/^\d+$/).transform(Number),
  email: z.email(),
  adm: z.boolean(),
  sid: z.string().min(1),
});

export interface AccessTokens {
  issue(principal: Principal, now: Date): Promise<{ token: string; expiresAt: Date }>;
  /** The principal a bearer token names; a 401 HttpError when it is missing, bad or expired. */
  verify(token: string, now: Date): Promise<Principal>;
}

export function createAccessTokens(secret: string): AccessTokens {
  // Imported once: given the raw bytes, jose would import them again for every token.
  let imported: Promise<CryptoKey> | undefined;
  const hmacKey = () =>
    (imported ??= crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    ));
  return {
    async issue(principal, now) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expiresAt = new Date((issuedAt + ACCESS_TOKEN_LIFETIME_SECONDS) * 1000);
      const token = await new SignJWT({
        email: principal.email,
        adm: principal.admin,
        sid: principal.sessionId,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(principal.customerId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(await hmacKey());
      return { token, expiresAt };
    },
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, await hmacKey(), {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          currentDate: now,
        });
        const parsed = claims.parse(payload);
        return {
          customerId: parsed.sub,
          email: parsed.email,
          admin: parsed.adm,
          sessionId: parsed.sid,
        };
      } catch (error) {
        if (error instanceof errors.JWTExpired) {
          throw unauthorized('Your session has expired. Please log in again.');
        }
        throw unauthorized();
      }
    },
  };
}
