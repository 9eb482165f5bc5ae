import { describe, expect, it, vi } from 'vitest';
import type { SignupRequest, SignupResult } from '@/lib/gateway/contract/signups';
import { makeSignupRequest } from '@/tests/utils/make-signup-request';
import { createIdempotentAttempts, type IdempotentSend } from './idempotent-attempts';

const result: SignupResult = {
  accountNumber: '51234567',
  email: 'robin.hartley@example.com',
  tariffName: 'So Fixed 12M',
  supplyStartDate: '2026-12-14',
  firstDirectDebit: { date: '2026-12-21', amountPence: 7_089 },
};

function setUp() {
  let count = 0;
  const send = vi.fn<IdempotentSend<SignupRequest, SignupResult>>(async () => result);
  const attempts = createIdempotentAttempts(send, () => `key-${++count}`);
  const keys = () => send.mock.calls.map(([, options]) => options.idempotencyKey);
  return { send, attempts, keys };
}

describe('createIdempotentAttempts', () => {
  it('sends a double click once: the second joins the first', async () => {
    const { send, attempts } = setUp();
    const body = makeSignupRequest();
    await expect(Promise.all([attempts.send(body), attempts.send(body)])).resolves.toEqual([
      result,
      result,
    ]);
    expect(send).toHaveBeenCalledOnce();
  });

  it('retries a failed sign-up with the same key', async () => {
    const { send, attempts, keys } = setUp();
    send.mockRejectedValueOnce(new Error('network'));
    const body = makeSignupRequest();
    await expect(attempts.send(body)).rejects.toThrow('network');
    await expect(attempts.send(makeSignupRequest())).resolves.toBe(result);
    expect(keys()).toEqual(['key-1', 'key-1']);
  });

  it('gives changed values a new key, and the same values again theirs', async () => {
    const { attempts, keys } = setUp();
    await attempts.send(makeSignupRequest());
    await attempts.send(makeSignupRequest({ payment: { accountNumber: '12345678' } }));
    await attempts.send(makeSignupRequest({ payment: { accountNumber: '12345678' } }));
    expect(keys()).toEqual(['key-1', 'key-2', 'key-2']);
  });
});
