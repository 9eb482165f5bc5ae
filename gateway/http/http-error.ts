import type { FieldError } from '@/lib/gateway/contract/errors';

/** A failure the gateway answers on purpose, with a message the customer can act on. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
    message: string,
    readonly fields?: readonly FieldError[],
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const conflict = (message: string) => new HttpError(409, message);

/** A request that is well formed but breaks a rule, pointing at the field that does. */
export function unprocessable(message: string, path?: string): HttpError {
  return new HttpError(422, message, path ? [{ path, message }] : undefined);
}

export function unauthorized(message = 'Please log in to continue.'): HttpError {
  return new HttpError(401, message);
}

export const NOT_FOUND_MESSAGE = 'This page could not be found';
