import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getReadings, submitReadings } from '@/lib/gateway/readings';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { makeAccountSummary } from '@/tests/utils/account';
import { makeRouter } from '@/tests/utils/make-router';
import { renderAccountScreen } from '@/tests/utils/render-account-screen';
import {
  makeEconomy7Meter,
  makeMeterPoint,
  makeReading,
  makeReadingHistory,
} from '@/tests/utils/readings';
import { ReadingsScreen } from './readings-screen';

vi.mock('next/router', () => ({ useRouter: () => makeRouter({ pathname: '/accounts/readings' }) }));
vi.mock('@/lib/gateway/readings', () => ({ getReadings: vi.fn(), submitReadings: vi.fn() }));

const TODAY = new Date('2026-11-24T12:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  vi.mocked(getReadings).mockReset().mockResolvedValue(makeReadingHistory());
  vi.mocked(submitReadings).mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

const renderScreen = () => renderAccountScreen(<ReadingsScreen account={makeAccountSummary()} />);

const refusal = (path: string, message: string) =>
  new GatewayError(message, 422, { fields: [{ path, message }] });

describe('Meter Readings', () => {
  it('shows each meter with how fresh its figures are and its history, each reading said plainly', async () => {
    const history = makeReadingHistory(
      [makeMeterPoint()],
      [
        makeReading({ id: 3, readOn: '2026-11-20', value: 22_100, source: 'customer' }),
        makeReading({ id: 2, readOn: '2026-11-01', value: 21_977, source: 'smart' }),
        makeReading({
          id: 1,
          readOn: '2026-10-15',
          value: 21_700,
          source: 'estimated',
          replaced: true,
        }),
      ],
    );
    vi.mocked(getReadings).mockResolvedValue(history);
    await renderScreen();
    const meter = await screen.findByRole('region', { name: 'Electricity smart meter 21L3456789' });
    expect(meter).toHaveTextContent('Supply number: MPAN 2200012345678');
    expect(meter).toHaveTextContent('its latest figures are for 23 November 2026');
    const rows = within(within(meter).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '20 November 202622,100Actual: you sent it',
      '1 November 202621,977Actual: from your smart meter',
      '15 October 202621,700Estimated, replaced by your reading',
    ]);
  });

  it('flags a smart meter that has been silent for more than 3 days', async () => {
    vi.mocked(getReadings).mockResolvedValue(
      makeReadingHistory([
        makeMeterPoint({
          freshness: { lastReadOn: '2026-11-01', smartDataUntil: '2026-11-18', smartSilentDays: 5 },
        }),
      ]),
    );
    await renderScreen();
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Your smart meter has not sent us any figures for 5 days, since 18 November 2026.',
    );
  });

  it('sends a reading and says what it replaced', async () => {
    const user = userEvent.setup();
    vi.mocked(submitReadings).mockResolvedValue({
      readings: [makeReading({ id: 9, readOn: '2026-11-24', value: 22_150, source: 'customer' })],
      replacedEstimates: [
        makeReading({
          id: 4,
          readOn: '2026-11-15',
          value: 22_300,
          source: 'estimated',
          replaced: true,
        }),
      ],
    });
    await renderScreen();
    await user.type(await screen.findByLabelText('Reading (kWh)'), '22150');
    await user.click(screen.getByRole('button', { name: 'Send reading' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you: we have your reading of 22,150 kWh for 24 November 2026. It replaces our estimate (22,300 on 15 November 2026); your next bill puts it right.',
    );
    expect(submitReadings).toHaveBeenCalledWith(
      1,
      { meterPointId: 1, readOn: '2026-11-24', readings: [{ registerId: 1, value: 22_150 }] },
      { idempotencyKey: expect.any(String) },
    );
    expect(screen.getByLabelText('Reading (kWh)')).toHaveValue('');
    expect(getReadings).toHaveBeenCalledTimes(2);
  });

  it('refuses a reading lower than the last actual one, then sends it once the customer says why', async () => {
    const user = userEvent.setup();
    const message =
      'This reading is lower than your last actual reading, 21,977 on 1 November 2026.';
    vi.mocked(submitReadings)
      .mockRejectedValueOnce(refusal('body.readings.0.lowerReadingReason', message))
      .mockResolvedValueOnce({
        readings: [makeReading({ id: 9, readOn: '2026-11-24', value: 150, source: 'customer' })],
        replacedEstimates: [],
      });
    await renderScreen();
    const reading = await screen.findByLabelText('Reading (kWh)');
    await user.type(reading, '150');
    await user.click(screen.getByRole('button', { name: 'Send reading' }));
    const why = await screen.findByRole('group', { name: 'Why is this reading lower?' });
    expect(why).toHaveTextContent(message);
    expect(reading).toHaveValue('150');

    await user.click(within(why).getByLabelText(/went past its highest number back to zero/));
    await user.click(screen.getByRole('button', { name: 'Send reading' }));
    expect(await screen.findByRole('status')).toHaveTextContent('we have your reading of 150 kWh');
    expect(vi.mocked(submitReadings).mock.calls[1]![1].readings).toEqual([
      { registerId: 1, value: 150, lowerReadingReason: 'meterRolledOver' },
    ]);
  });

  it('asks to confirm a reading far above the usual use', async () => {
    const user = userEvent.setup();
    const message = 'This reading means about 40 kWh a day since 1 November 2026.';
    vi.mocked(submitReadings)
      .mockRejectedValueOnce(refusal('body.readings.0.highUseConfirmed', message))
      .mockResolvedValueOnce({
        readings: [makeReading({ readOn: '2026-11-24', value: 23_000, source: 'customer' })],
        replacedEstimates: [],
      });
    await renderScreen();
    await user.type(await screen.findByLabelText('Reading (kWh)'), '23000');
    await user.click(screen.getByRole('button', { name: 'Send reading' }));
    const confirm = await screen.findByRole('checkbox', {
      name: 'I have checked the meter: this reading is right',
    });
    expect(confirm).toHaveAccessibleDescription(message);
    await user.click(confirm);
    await user.click(screen.getByRole('button', { name: 'Send reading' }));
    expect(await screen.findByRole('status')).toHaveTextContent('23,000 kWh');
    expect(vi.mocked(submitReadings).mock.calls[1]![1].readings[0]).toMatchObject({
      highUseConfirmed: true,
    });
  });

  it('takes a day and a night reading on an Economy 7 meter, checking each', async () => {
    const user = userEvent.setup();
    vi.mocked(getReadings).mockResolvedValue(makeReadingHistory([makeEconomy7Meter()]));
    await renderScreen();
    const day = await screen.findByLabelText('Day reading (kWh)');
    expect(day).toHaveAccessibleDescription('Last actual reading 22,800 on 1 October 2026');
    await user.type(day, '22 900');
    await user.click(screen.getByRole('button', { name: 'Send reading' }));
    expect(
      await screen.findByText('Enter the numbers on the meter only, without decimals or spaces'),
    ).toBeVisible();
    expect(screen.getByText('Enter the reading')).toBeVisible();
    expect(submitReadings).not.toHaveBeenCalled();
  });

  it('keeps what was typed when sending fails, and says why', async () => {
    const user = userEvent.setup();
    vi.mocked(submitReadings).mockRejectedValue(
      new GatewayError('You appear to be offline. Check your connection and try again.', 0),
    );
    await renderScreen();
    const reading = await screen.findByLabelText('Reading (kWh)');
    await user.type(reading, '22150');
    await user.click(screen.getByRole('button', { name: 'Send reading' }));
    expect(await screen.findByText(/You appear to be offline/)).toHaveRole('alert');
    expect(reading).toHaveValue('22150');
  });

  it('says when the readings cannot be loaded and tries again', async () => {
    const user = userEvent.setup();
    vi.mocked(getReadings).mockRejectedValueOnce(
      new GatewayError('We could not load your meter readings.', 503),
    );
    await renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your meter readings.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: /Electricity smart meter/ })).toBeVisible();
  });
});
