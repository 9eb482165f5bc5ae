import StoryblokClient from 'storyblok-js-client';
import { withRateLimitBackoff, type BackoffOptions } from './rate-limit-backoff';

export const CONTENT_TIMEOUT_SECONDS = 10;
export const CONTENT_REQUESTS_PER_SECOND = 5;
export const CONTENT_MAX_RETRIES = 5;

export interface ContentClientOptions {
  accessToken: string;
  region?: string;
  /** Base URL of a Content Delivery API (`…/v2`); Storyblok's for the region when unset. */
  endpoint?: string;
  /** The transport; the embedded space passes its in-process fetch. */
  fetch?: typeof fetch;
  /** Requests per second; the in-process embedded space needs no limit. */
  rateLimit?: number;
  timeoutSeconds?: number;
  backoff?: BackoffOptions;
}

/** One storyblok-js-client configured to the spec: 10 s timeout, 5/s, 429 backoff, 5 retries. */
export function createContentClient(options: ContentClientOptions): StoryblokClient {
  return new StoryblokClient({
    accessToken: options.accessToken,
    region: options.region,
    endpoint: options.endpoint,
    fetch: withRateLimitBackoff(options.fetch ?? fetch, {
      maxRetries: CONTENT_MAX_RETRIES,
      ...options.backoff,
    }),
    timeout: options.timeoutSeconds ?? CONTENT_TIMEOUT_SECONDS,
    rateLimit: options.rateLimit ?? CONTENT_REQUESTS_PER_SECOND,
    maxRetries: CONTENT_MAX_RETRIES,
    retriesDelay: 0,
  });
}
