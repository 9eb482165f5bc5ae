import type { SignupRequest, SignupResult } from '@/lib/gateway/contract/signups';

export type SendSignup = (
  body: SignupRequest,
  options: { idempotencyKey: string },
) => Promise<SignupResult>;

/**
 * One Idempotency-Key per set of values, so one account opens however often they are sent: a
 * double click joins the sign-up already on its way, and a retry after a network failure or a
 * 5xx sends the same key again. Changed values get a new key (the gateway refuses a key reused
 * with a different body).
 */
export function createSignupAttempts(send: SendSignup, newKey: () => string) {
  let attempt: { body: string; key: string; pending: Promise<SignupResult> | null } | null = null;

  return {
    send(body: SignupRequest): Promise<SignupResult> {
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
