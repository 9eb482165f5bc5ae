import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KeptReading } from './kept-readings';
import { refusalNotification, showRefusals } from './refusal-notification';

const refused = (overrides: Partial<KeptReading> = {}): KeptReading => ({
  accountId: 3,
  idempotencyKey: 'key-1',
  keptAt: '2026-11-24T09:00:00.000Z',
  submission: {
    meterPointId: 7,
    readOn: '2026-11-24',
    readings: [{ registerId: 70, value: 22150 }],
  },
  refusal: 'This reading is lower than your last actual reading, 22,500 on 1 November 2026.',
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('refusalNotification', () => {
  it('gives the reading, the refusal’s words and what to do, tagged by the reading, leading to Meter Readings', () => {
    expect(refusalNotification(refused())).toEqual({
      title: "Your meter reading wasn't taken",
      options: {
        body: '22,150 on 24 November 2026: This reading is lower than your last actual reading, 22,500 on 1 November 2026. Check the meter and send the right reading on Meter Readings.',
        tag: 'kept-reading-key-1',
        data: { url: '/accounts/readings' },
      },
    });
  });

  it('names both figures of an Economy 7 reading', () => {
    const economy7 = refused({
      idempotencyKey: 'key-2',
      submission: {
        meterPointId: 8,
        readOn: '2026-11-02',
        readings: [
          { registerId: 80, value: 1200 },
          { registerId: 81, value: 3400 },
        ],
      },
      refusal: 'We already have a reading for 2 November 2026.',
    });
    expect(refusalNotification(economy7).options).toMatchObject({
      body: '1,200 and 3,400 on 2 November 2026: We already have a reading for 2 November 2026. Check the meter and send the right reading on Meter Readings.',
      tag: 'kept-reading-key-2',
    });
  });
});

describe('showRefusals', () => {
  const registration = () => ({
    showNotification: vi.fn(async (_title: string, _options?: NotificationOptions) => undefined),
  });

  it('shows one notification a refused reading, once notifications are allowed', async () => {
    vi.stubGlobal('Notification', { permission: 'granted' });
    const worker = registration();
    await showRefusals(worker, [refused(), refused({ idempotencyKey: 'key-3' })]);
    expect(worker.showNotification.mock.calls.map(([, options]) => options?.tag)).toEqual([
      'kept-reading-key-1',
      'kept-reading-key-3',
    ]);
  });

  it('shows none where they are not allowed, not asked yet, or there is no worker', async () => {
    const worker = registration();
    for (const permission of ['denied', 'default']) {
      vi.stubGlobal('Notification', { permission });
      await showRefusals(worker, [refused()]);
    }
    vi.unstubAllGlobals();
    await showRefusals(worker, [refused()]);
    expect(worker.showNotification).not.toHaveBeenCalled();
    vi.stubGlobal('Notification', { permission: 'granted' });
    await expect(showRefusals(undefined, [refused()])).resolves.toBeUndefined();
  });
});
