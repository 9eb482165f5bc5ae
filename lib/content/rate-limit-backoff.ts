export interface BackoffOptions {
  /** Wait `n × unitMs` before the nth retry of a request answered with 429. */
  unitMs?: number;
  maxRetries?: number;
}

function sleep(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/**
 * storyblok-js-client retries a 429 after a fixed delay; the spec wants n seconds before the
 * nth retry. The client keeps the retry loop (maxRetries 5, no delay of its own) and this fetch
 * adds the growing wait, counting the 429s each URL has had in a row.
 */
export function withRateLimitBackoff(
  fetchImpl: typeof fetch,
  { unitMs = 1000, maxRetries = 5 }: BackoffOptions = {},
): typeof fetch {
  const rateLimited = new Map<string, number>();

  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const retry = rateLimited.get(url) ?? 0;
    if (retry > 0) await sleep(retry * unitMs, init?.signal);

    const response = await fetchImpl(input, init);
    if (response.status === 429 && retry < maxRetries) rateLimited.set(url, retry + 1);
    else rateLimited.delete(url);
    return response;
  };
}
