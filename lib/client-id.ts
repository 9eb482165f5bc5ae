import { getCookie, setCookie } from './cookies';

/**
 * A random id this browser keeps for the site, so the gateway can recognise it again (one vote
 * per poll, a limit on contact messages) without knowing who it is. Created only when a
 * person votes or sends a message, as part of doing what they asked; the gateway stores only a
 * keyed hash of it.
 */
export const CLIENT_ID_COOKIE = 'so_client_id';
const LIFETIME_DAYS = 365;
const VALID = /^[A-Za-z0-9_-]{16,64}$/;

/** 24 random URL-safe characters (144 bits), from the browser's secure random source. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/** This browser's id, created (and kept for a year) the first time it is needed. */
export function browserClientId(): string {
  const existing = getCookie(CLIENT_ID_COOKIE);
  if (existing && VALID.test(existing)) return existing;
  const id = randomToken();
  setCookie(CLIENT_ID_COOKIE, id, { days: LIFETIME_DAYS });
  return id;
}
