export type IdempotentSend<Body, Result> = (
  body: Body,
  options: { idempotencyKey: string },
) => Promise<Result>;

/**
 * One Idempotency-Key per set of values, so a request that must happen once (a sign-up, a new
 * Direct Debit, a payment plan) happens once however often it is sent: a double click joins the
 * send already on its way, and a retry after a network failure or a 5xx sends the same key
 * again. Changed values get a new key (the gateway refuses a key reused with a different body).
 */
export function createIdempotentAttempts<Body, Result>(
  send: IdempotentSend<Body, Result>,
  newKey: () => string,
) {
  let attempt: { body: string; key: string; pending: Promise<Result> | null } | null = null;

  return {
    send(body: Body): Promise<Result> {
      const serialised = JSON.stringify(body);
      if (attempt?.body !== serialised)
        attempt = { body: serialised, key: newKey(), pending: null };
      const current = attempt;
      current.pending ??= send(body, { idempotencyKey: current.key }).finally(() => {
        current.pending = null;
      });
      return current.pending;
    },
  };
}
