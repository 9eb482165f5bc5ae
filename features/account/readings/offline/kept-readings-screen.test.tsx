import 'fake-indexeddb/auto';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getReadings, submitReadings } from '@/lib/gateway/readings';
import { GatewayError, NETWORK_ERROR_MESSAGE } from '@/lib/gateway/gateway-error';
import { makeAccountSummary } from '@/tests/utils/account';
import { makeRouter } from '@/tests/utils/make-router';
import { renderAccountScreen } from '@/tests/utils/render-account-screen';
import { makeReading, makeReadingHistory } from '@/tests/utils/readings';
import { ReadingsScreen } from '../readings-screen';
import { forgetReading, keepReading, keptReadingsOf } from './kept-readings';

vi.mock('next/router', () => ({ useRouter: () => makeRouter({ pathname: '/accounts/readings' }) }));
vi.mock('@/lib/gateway/readings', () => ({ getReadings: vi.fn(), submitReadings: vi.fn() }));

const ACCOUNT = makeAccountSummary();
const SUBMISSION = {
  meterPointId: 1,
  readOn: '2026-11-24',
  readings: [{ registerId: 1, value: 22_150 }],
};
const recorded = {
  readings: [makeReading({ id: 9, readOn: '2026-11-24', value: 22_150, source: 'customer' })],
  replacedEstimates: [],
};

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
  vi.useRealTimers();
  for (const kept of await keptReadingsOf(ACCOUNT.id)) await forgetReading(kept);
});

const renderScreen = () => renderAccountScreen(<ReadingsScreen account={ACCOUNT} />);
const meter = () => screen.findByRole('region', { name: 'Electricity smart meter 21L3456789' });
const keptList = async () =>
  within(await meter()).findByRole('region', { name: 'Kept on this device' });

function goOnline() {
  online = true;
  act(() => void window.dispatchEvent(new Event('online')));
}

describe('readings sent without a signal', () => {
  it('keeps a reading sent offline as waiting, then sends it once back online, once', async () => {
    const user = userEvent.setup();
    online = false;
    vi.mocked(submitReadings).mockResolvedValue(recorded);
    await renderScreen();
    await user.type(await screen.findByLabelText('Reading (kWh)'), '22150');
    await user.click(screen.getByRole('button', { name: 'Send reading' }));

    expect(await within(await meter()).findByRole('status')).toHaveTextContent(
      'No signal: your reading is kept on this device',
    );
    expect(await keptList()).toHaveTextContent(
      'Waiting to send: 22,150 kWh on 24 November 2026. It goes to us as soon as you are back online.',
    );
    expect(screen.getByLabelText('Reading (kWh)')).toHaveValue('');
    expect(submitReadings).not.toHaveBeenCalled();

    goOnline();
    expect(await within(await meter()).findByText(/^Sent: /)).toHaveTextContent(
      'Sent: your reading of 22,150 kWh on 24 November 2026, kept on this device, has reached us.',
    );
    expect(within(await meter()).queryByRole('region', { name: 'Kept on this device' })).toBe(null);
    expect(submitReadings).toHaveBeenCalledTimes(1);
    expect(submitReadings).toHaveBeenCalledWith(ACCOUNT.id, SUBMISSION, {
      idempotencyKey: expect.any(String),
    });
    goOnline();
    await vi.waitFor(() =>
      expect(vi.mocked(getReadings).mock.calls.length).toBeGreaterThanOrEqual(3),
    );
    expect(submitReadings).toHaveBeenCalledTimes(1);
  });

  it('keeps a reading whose send lost the line, with the key it went with', async () => {
    const user = userEvent.setup();
    vi.mocked(submitReadings).mockRejectedValue(new GatewayError(NETWORK_ERROR_MESSAGE, 500));
    await renderScreen();
    await user.type(await screen.findByLabelText('Reading (kWh)'), '22150');
    await user.click(screen.getByRole('button', { name: 'Send reading' }));

    expect(await keptList()).toHaveTextContent('Waiting to send: 22,150 kWh on 24 November 2026');
    const [kept] = await keptReadingsOf(ACCOUNT.id);
    expect(submitReadings).toHaveBeenCalledWith(ACCOUNT.id, SUBMISSION, {
      idempotencyKey: kept?.idempotencyKey,
    });
  });

  it('sends the readings kept at an earlier visit when the screen opens', async () => {
    await keepReading(ACCOUNT.id, SUBMISSION, 'kept-last-time');
    vi.mocked(submitReadings).mockResolvedValue(recorded);
    await renderScreen();
    expect(await within(await meter()).findByRole('status')).toHaveTextContent(
      'Sent: your reading of 22,150 kWh on 24 November 2026',
    );
    expect(submitReadings).toHaveBeenCalledWith(ACCOUNT.id, SUBMISSION, {
      idempotencyKey: 'kept-last-time',
    });
  });

  it('shows a kept reading refused when it arrived, with what to do, until removed', async () => {
    const user = userEvent.setup();
    await keepReading(ACCOUNT.id, SUBMISSION, 'refused-on-arrival');
    const message =
      'This reading is lower than your last actual reading, 22,500 on 1 November 2026.';
    vi.mocked(submitReadings).mockRejectedValue(
      new GatewayError('Please check the details and try again.', 422, {
        fields: [{ path: 'body.readings.0.lowerReadingReason', message }],
      }),
    );
    await renderScreen();

    const list = await keptList();
    await within(list).findByText(/^Not taken:/);
    expect(list).toHaveTextContent(`Not taken: 22,150 kWh on 24 November 2026. ${message}`);
    expect(list).toHaveTextContent(
      'Check the meter and send the right reading with the form above, or call us on 0330 111 5050.',
    );
    expect(within(list).getByRole('link', { name: '0330 111 5050' })).toBeVisible();

    await user.click(
      within(list).getByRole('button', {
        name: 'Remove the reading of 22,150 kWh on 24 November 2026',
      }),
    );
    await vi.waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: /^Electricity/ })).queryByRole('region', {
          name: 'Kept on this device',
        }),
      ).toBe(null),
    );
    expect(await keptReadingsOf(ACCOUNT.id)).toEqual([]);
    expect(submitReadings).toHaveBeenCalledTimes(1);
  });

  it('leaves a kept reading waiting when the gateway cannot take it yet', async () => {
    await keepReading(ACCOUNT.id, SUBMISSION, 'server-fault');
    vi.mocked(submitReadings).mockRejectedValue(new GatewayError('Server fault', 503));
    await renderScreen();
    await vi.waitFor(() => expect(submitReadings).toHaveBeenCalledTimes(1));
    expect(await keptList()).toHaveTextContent('Waiting to send: 22,150 kWh on 24 November 2026');
  });

  it('tries again when the page is shown again, for a line that dropped while the browser said online', async () => {
    await keepReading(ACCOUNT.id, SUBMISSION, 'dropped-line');
    vi.mocked(submitReadings)
      .mockRejectedValueOnce(new GatewayError(NETWORK_ERROR_MESSAGE, 500))
      .mockResolvedValueOnce(recorded);
    await renderScreen();
    expect(await keptList()).toHaveTextContent('Waiting to send: 22,150 kWh on 24 November 2026');

    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(await within(await meter()).findByText(/^Sent: /)).toHaveTextContent(
      'Sent: your reading of 22,150 kWh on 24 November 2026',
    );
    expect(submitReadings).toHaveBeenCalledTimes(2);
  });

  it('lists what the device keeps when the meters cannot be loaded', async () => {
    online = false;
    await keepReading(ACCOUNT.id, SUBMISSION, 'kept-offline');
    vi.mocked(getReadings).mockRejectedValue(new GatewayError(NETWORK_ERROR_MESSAGE, 500));
    await renderScreen();

    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Kept on this device' })).toHaveTextContent(
      'Waiting to send: 22,150 on 24 November 2026.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(submitReadings).not.toHaveBeenCalled();
  });

  describe('with a service worker', () => {
    const showNotification = vi.fn(async () => undefined);
    const register = vi.fn(async () => undefined);
    beforeEach(() => {
      showNotification.mockClear();
      register.mockClear();
      const registration = { active: {}, showNotification, sync: { register } };
      Object.defineProperty(navigator, 'serviceWorker', {
        configurable: true,
        value: { getRegistration: async () => registration },
      });
    });
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'serviceWorker');
      vi.unstubAllGlobals();
    });

    it('asks for a Background Sync when it keeps a reading', async () => {
      const user = userEvent.setup();
      online = false;
      await renderScreen();
      await user.type(await screen.findByLabelText('Reading (kWh)'), '22150');
      await user.click(screen.getByRole('button', { name: 'Send reading' }));
      expect(await keptList()).toHaveTextContent('Waiting to send: 22,150 kWh on 24 November 2026');
      await vi.waitFor(() => expect(register).toHaveBeenCalledWith('so-energy-kept-readings'));
    });

    it('tells the customer who allowed notifications of a kept reading refused as it arrived', async () => {
      vi.stubGlobal('Notification', { permission: 'granted' });
      await keepReading(ACCOUNT.id, SUBMISSION, 'refused-here');
      vi.mocked(submitReadings).mockRejectedValue(
        new GatewayError('We already have a reading for 24 November 2026.', 409),
      );
      await renderScreen();
      await within(await keptList()).findByText(/^Not taken:/);
      await vi.waitFor(() => expect(showNotification).toHaveBeenCalledTimes(1));
      expect(showNotification).toHaveBeenCalledWith("Your meter reading wasn't taken", {
        body: '22,150 on 24 November 2026: We already have a reading for 24 November 2026. Check the meter and send the right reading on Meter Readings.',
        tag: 'kept-reading-refused-here',
        data: { url: '/accounts/readings' },
      });
    });
  });
});
