import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX } from '@/lib/gateway/contract/api-tokens';

/** 32 random bytes: 256 bits, beyond guessing, so a token needs no lockout, only a rate limit. */
const TOKEN_BYTES = 32;

const TOKEN_SHAPE = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

/** A new personal API token: the prefix, then 32 random bytes in base64url. */
export function newApiTokenSecret(): string {
  return API_TOKEN_PREFIX + randomBytes(TOKEN_BYTES).toString('base64url');
}

/**
 * What the database keeps of a token: its SHA-256. A salt or a slow hash protects secrets people
 * choose, which can be guessed; 256 random bits cannot, so a plain hash gives a stolen table
 * nothing to use, and, unlike a key from GATEWAY_JWT_SECRET, survives that secret's rotation.
 */
export function apiTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The personal API token an `Authorization` header carries, if it carries one. */
export function apiTokenOf(authorization: string | undefined): string | undefined {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  return token?.startsWith(API_TOKEN_PREFIX) ? token : undefined;
}

/** Whether a token has the shape of one we issue, before the database is asked. */
export const wellFormedApiToken = (token: string) => TOKEN_SHAPE.test(token);
