import { waitInWords } from '@/lib/gateway/contract/messages';
import { HttpError } from './http-error';

/** A 429 saying when to try again, in its message and in Retry-After (whole seconds). */
export function tooManyRequests(
  retryAfterMs: number,
  message: (wait: string) => string,
): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new HttpError(429, message(waitInWords(seconds)), undefined, {
    'Retry-After': String(seconds),
  });
}
