import type { MiddlewareHandler } from 'hono';
import { HttpError } from './http-error';

export const MALFORMED_PATH_MESSAGE =
  'This address is not valid: a % in it is not followed by a correctly encoded character.';

/** A `%` that is not the start of a percent-encoded UTF-8 character (`%E0%A4%A`, `%ZZ`, `%`). */
export function hasMalformedPercentEncoding(path: string): boolean {
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** A 400 in the gateway's error shape for a path no route can decode. */
export const refuseMalformedPath: MiddlewareHandler = async (c, next) => {
  if (hasMalformedPercentEncoding(new URL(c.req.url).pathname)) {
    throw new HttpError(400, MALFORMED_PATH_MESSAGE);
  }
  await next();
};
