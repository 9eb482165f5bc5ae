import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { ReadingSubmission, SubmittedReadings } from '@/lib/gateway/contract/readings';
import { GatewayError, NETWORK_ERROR_MESSAGE } from '@/lib/gateway/gateway-error';
import { forgetReading, keepReading, keptReadingsOf, onKeptReadingsChange } from './kept-readings';
import { sendKeptReadings, type SendKept } from './send-kept-readings';

// Each test keeps the readings of an account of its own: one database serves the file.
let nextAccount = 100;
const newAccount = () => (nextAccount += 1);

const submission = (value: number, readOn = '2026-11-20'): ReadingSubmission => ({
  meterPointId: 7,
  readOn,
  readings: [{ registerId: 70, value }],
});

const recorded: SubmittedReadings = { readings: [], replacedEstimates: [] };

async function keepThree(accountId: number) {
  await keepReading(accountId, submission(300), 'key-c', new Date('2026-11-20T10:02:00Z'));
  await keepReading(accountId, submission(100), 'key-a', new Date('2026-11-20T10:00:00Z'));
  await keepReading(accountId, submission(200), 'key-b', new Date('2026-11-20T10:01:00Z'));
}

describe('readings kept on the device', () => {
  it('lists an account’s own readings, oldest first, and forgets one once told', async () => {
    const [mine, theirs] = [newAccount(), newAccount()];
    await keepThree(mine);
    await keepReading(theirs, submission(999), 'key-theirs');

    const kept = await keptReadingsOf(mine);
    expect(kept.map((reading) => reading.idempotencyKey)).toEqual(['key-a', 'key-b', 'key-c']);
    expect(kept[0]).toMatchObject({ accountId: mine, submission: submission(100), refusal: null });

    await forgetReading(kept[1]!);
    expect((await keptReadingsOf(mine)).map((r) => r.idempotencyKey)).toEqual(['key-a', 'key-c']);
    expect(await keptReadingsOf(theirs)).toHaveLength(1);
  });

  it('tells its listeners when a reading is kept or forgotten', async () => {
    const account = newAccount();
    const listener = vi.fn();
    const stop = onKeptReadingsChange(listener);
    await keepReading(account, submission(1), 'key-1');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    await forgetReading((await keptReadingsOf(account))[0]!);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('sendKeptReadings', () => {
  it('sends each waiting reading in order with its own key, and forgets it once recorded', async () => {
    const account = newAccount();
    await keepThree(account);
    const send = vi.fn<SendKept>().mockResolvedValue(recorded);

    const outcome = await sendKeptReadings(account, send);

    expect(
      send.mock.calls.map(([id, body, { idempotencyKey }]) => [id, body, idempotencyKey]),
    ).toEqual([
      [account, submission(100), 'key-a'],
      [account, submission(200), 'key-b'],
      [account, submission(300), 'key-c'],
    ]);
    expect(outcome.sent.map((r) => r.idempotencyKey)).toEqual(['key-a', 'key-b', 'key-c']);
    expect(await keptReadingsOf(account)).toEqual([]);
  });

  it('stops at a reading that may go later (no signal, a server fault), keeping it and those after', async () => {
    for (const failure of [
      new GatewayError(NETWORK_ERROR_MESSAGE, 500),
      new GatewayError('Server fault', 503),
      new GatewayError('Your session has ended.', 401),
    ]) {
      const account = newAccount();
      await keepThree(account);
      const send = vi.fn<SendKept>().mockResolvedValueOnce(recorded).mockRejectedValue(failure);

      const outcome = await sendKeptReadings(account, send);

      expect(send).toHaveBeenCalledTimes(2);
      expect(outcome).toMatchObject({ refused: [] });
      expect(outcome.sent).toHaveLength(1);
      const kept = await keptReadingsOf(account);
      expect(kept.map((r) => [r.idempotencyKey, r.refusal])).toEqual([
        ['key-b', null],
        ['key-c', null],
      ]);
    }
  });

  it('keeps a reading refused for good with the refusal in words, sends the rest, and never sends it again', async () => {
    const account = newAccount();
    await keepThree(account);
    const refusal = new GatewayError('Please check the details and try again.', 422, {
      fields: [
        {
          path: 'body.readings.0.value',
          message: 'This reading is lower than your last actual reading, 250 on 1 November 2026.',
        },
      ],
    });
    const send = vi
      .fn<SendKept>()
      .mockResolvedValueOnce(recorded)
      .mockRejectedValueOnce(refusal)
      .mockResolvedValueOnce(recorded);

    const outcome = await sendKeptReadings(account, send);

    expect(outcome.sent.map((r) => r.idempotencyKey)).toEqual(['key-a', 'key-c']);
    expect(outcome.refused.map((r) => r.idempotencyKey)).toEqual(['key-b']);
    expect(await keptReadingsOf(account)).toEqual([
      expect.objectContaining({
        idempotencyKey: 'key-b',
        refusal: 'This reading is lower than your last actual reading, 250 on 1 November 2026.',
      }),
    ]);

    await sendKeptReadings(account, send);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('sends each reading once when two triggers meet (back online and the screen opening)', async () => {
    const account = newAccount();
    await keepThree(account);
    let answer: () => void = () => undefined;
    const send = vi.fn<SendKept>().mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = () => resolve(recorded);
        }),
    );

    const first = sendKeptReadings(account, send);
    const second = sendKeptReadings(account, send);
    for (let i = 0; i < 3; i += 1) {
      await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(i + 1));
      answer();
    }
    expect(await first).toBe(await second);
    expect(send).toHaveBeenCalledTimes(3);
    expect(await keptReadingsOf(account)).toEqual([]);
  });
});
