/** A failed request to the content service, with the HTTP status it failed with. */
export class ContentError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'ContentError';
    this.status = status;
  }
}

interface StoryblokClientError {
  message?: unknown;
  status?: unknown;
}

/**
 * storyblok-js-client rejects with plain objects `{ message, status, response }`; timeouts and
 * network failures carry no status, so they become 504 and 503.
 */
export function toContentError(error: unknown): ContentError {
  if (error instanceof ContentError) return error;
  const { message, status } = (error ?? {}) as StoryblokClientError;
  const text = typeof message === 'string' && message ? message : 'Content service request failed';
  if (typeof status === 'number') return new ContentError(text, status);
  return new ContentError(text, /timeout/i.test(text) ? 504 : 503);
}
