import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import {
  forgetReading,
  keepReading,
  keptReadingsOf,
} from '@/features/account/readings/offline/kept-readings';
import { readToEnd, startScreenReader, stopScreenReader } from '@/tests/utils/screen-reader';
import { OfflineScreen } from './offline-screen';

const ACCOUNT_ID = 3;

beforeEach(() => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
});
afterEach(async () => {
  await stopScreenReader();
  vi.restoreAllMocks();
  for (const kept of await keptReadingsOf(ACCOUNT_ID)) await forgetReading(kept);
});

describe('the offline page, read by a screen reader', () => {
  it('says the customer is offline, then what works, then the reading waiting to send, in order', async () => {
    await keepReading(
      ACCOUNT_ID,
      { meterPointId: 1, readOn: '2026-11-24', readings: [{ registerId: 1, value: 22_150 }] },
      'key-1',
      new Date('2026-11-24T12:00:00Z'),
    );
    render(<OfflineScreen />);
    await screen.findByText(/Waiting to send/);
    await startScreenReader();

    expect(await readToEnd()).toEqual([
      'heading, You’re offline, level 1',
      'paragraph',
      'We can’t reach So Energy from this device just now, so this page can’t open. Check your Wi-Fi or mobile signal. As soon as you’re back online, we’ll take you to the page you asked for.',
      'end of paragraph',
      'button, Try again',
      'region, What works without a signal',
      'heading, What works without a signal, level 2',
      'paragraph',
      'If Meter Readings is already open on this device, you can still give us a meter reading there as usual: we keep it on this device and send it as soon as you’re back online, so you don’t need to send it again.',
      'end of paragraph',
      'paragraph',
      'Your balance, bills and account details need a signal. We don’t keep them on this device, so nobody else using it can see them.',
      'end of paragraph',
      'end of region, What works without a signal',
      'region, Meter readings on this device',
      'heading, Meter readings on this device, level 2',
      'region, Kept on this device',
      'heading, Kept on this device, level 3',
      'list',
      'listitem, level 1, position 1, set size 1',
      'paragraph',
      'strong',
      'Waiting to send:',
      'end of strong',
      '22,150 on 24 November 2026. It goes to us as soon as you are back online.',
      'end of paragraph',
      'end of listitem, level 1, position 1, set size 1',
      'end of list',
      'end of region, Kept on this device',
      'end of region, Meter readings on this device',
      'end of document',
    ]);
  });
});
