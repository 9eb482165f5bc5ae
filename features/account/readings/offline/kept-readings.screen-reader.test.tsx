import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { getReadings, submitReadings } from '@/lib/gateway/readings';
import { makeAccountSummary } from '@/tests/utils/account';
import { makeRouter } from '@/tests/utils/make-router';
import { renderAccountScreen } from '@/tests/utils/render-account-screen';
import { makeReading, makeReadingHistory } from '@/tests/utils/readings';
import {
  readToEnd,
  spokenDuring,
  startScreenReader,
  stopScreenReader,
} from '@/tests/utils/screen-reader';
import { ReadingsScreen } from '../readings-screen';
import { forgetReading, keepReading, keptReadingsOf } from './kept-readings';

vi.mock('next/router', () => ({ useRouter: () => makeRouter({ pathname: '/accounts/readings' }) }));
vi.mock('@/lib/gateway/readings', () => ({ getReadings: vi.fn(), submitReadings: vi.fn() }));

const ACCOUNT = makeAccountSummary();
let online = true;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.mocked(getReadings).mockReset().mockResolvedValue(makeReadingHistory());
  vi.mocked(submitReadings).mockReset();
});
afterEach(async () => {
  await stopScreenReader();
  vi.useRealTimers();
  for (const kept of await keptReadingsOf(ACCOUNT.id)) await forgetReading(kept);
});

async function hearScreen() {
  await renderAccountScreen(<ReadingsScreen account={ACCOUNT} />);
  await screen.findByRole('button', { name: 'Send reading' });
  await startScreenReader();
}

describe('Readings kept on the device, read by a screen reader', () => {
  it('Send reading offline says the reading is kept, and back online that it has reached us', async () => {
    const user = userEvent.setup();
    online = false;
    vi.mocked(submitReadings).mockResolvedValue({
      readings: [makeReading({ id: 9, readOn: '2026-11-24', value: 22_150, source: 'customer' })],
      replacedEstimates: [],
    });
    await hearScreen();
    await user.type(screen.getByRole('textbox', { name: 'Reading (kWh)' }), '22150');
    const kept = await spokenDuring(async () => {
      await user.keyboard('{Enter}');
      await screen.findByRole('region', { name: 'Kept on this device' });
    });
    expect(kept).toEqual([
      'polite: Sending your reading…',
      'polite: No signal: your reading is kept on this device, and listed below until it goes to us, as soon as you are back online.',
    ]);

    const sent = await spokenDuring(async () => {
      online = true;
      window.dispatchEvent(new Event('online'));
      await screen.findByText(/^Sent: /);
    });
    expect(sent).toEqual([
      'polite: Sent: your reading of 22,150 kWh on 24 November 2026, kept on this device, has reached us.',
    ]);
  });

  it('reads a refused reading with its reason, what to do, and the button that removes it', async () => {
    await keepReading(
      ACCOUNT.id,
      { meterPointId: 1, readOn: '2026-11-24', readings: [{ registerId: 1, value: 150 }] },
      'refused-on-arrival',
    );
    vi.mocked(submitReadings).mockRejectedValue(
      new GatewayError('We already have a reading for 24 November 2026.', 409),
    );
    await hearScreen();
    await screen.findByText(/^Not taken:/);
    const spoken = await readToEnd();
    const start = spoken.indexOf('region, Kept on this device');
    expect(spoken.slice(start, spoken.indexOf('end of region, Kept on this device') + 1)).toEqual([
      'region, Kept on this device',
      'heading, Kept on this device, level 3',
      'list',
      'listitem, level 1, position 1, set size 1',
      'paragraph',
      'strong',
      'Not taken:',
      'end of strong',
      '150 kWh on 24 November 2026. We already have a reading for 24 November 2026.',
      'end of paragraph',
      'paragraph',
      'Check the meter and send the right reading with the form above, or call us on',
      'link, 0330 111 5050',
      '. Then remove this one.',
      'end of paragraph',
      'button, Remove the reading of 150 kWh on 24 November 2026',
      'Remove',
      'end of button, Remove the reading of 150 kWh on 24 November 2026',
      'end of listitem, level 1, position 1, set size 1',
      'end of list',
      'end of region, Kept on this device',
    ]);
  });

  it('reads a waiting reading with the offer to be told if it is not taken, and the answer to it', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('Notification', {
      permission: 'default',
      requestPermission: async () => 'denied',
    });
    online = false;
    await keepReading(
      ACCOUNT.id,
      { meterPointId: 1, readOn: '2026-11-24', readings: [{ registerId: 1, value: 22_150 }] },
      'waiting',
    );
    await hearScreen();
    await screen.findByText(/^Waiting to send:/);
    const spoken = await readToEnd();
    const start = spoken.indexOf('region, Kept on this device');
    expect(spoken.slice(start, spoken.indexOf('end of region, Kept on this device') + 1)).toEqual([
      'region, Kept on this device',
      'heading, Kept on this device, level 3',
      'list',
      'listitem, level 1, position 1, set size 1',
      'paragraph',
      'strong',
      'Waiting to send:',
      'end of strong',
      '22,150 kWh on 24 November 2026. It goes to us as soon as you are back online.',
      'end of paragraph',
      'end of listitem, level 1, position 1, set size 1',
      'end of list',
      "button, Tell me if a reading isn't taken",
      'end of region, Kept on this device',
    ]);

    const answer = await spokenDuring(async () => {
      await user.click(screen.getByRole('button', { name: "Tell me if a reading isn't taken" }));
      await screen.findByText(/^Notifications from us are blocked/);
    });
    expect(answer).toEqual([
      "button, Tell me if a reading isn't taken, busy, disabled",
      "polite: Notifications from us are blocked in your browser's settings, so we can't tell you. Come back to this page once you have a signal to see whether your reading was taken.",
      'status',
    ]);
    vi.unstubAllGlobals();
  });
});
