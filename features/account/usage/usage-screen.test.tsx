import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parse } from 'csv-parse/sync';
import { downloadCsv } from '@/lib/csv/download-csv';
import { getUsage } from '@/lib/gateway/usage';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { makeAccountSummary } from '@/tests/utils/account';
import { makeRouter } from '@/tests/utils/make-router';
import { renderAccountScreen } from '@/tests/utils/render-account-screen';
import { makeFuelUsage, makeUsage } from '@/tests/utils/usage';
import { UsageScreen } from './usage-screen';

let router = makeRouter();
vi.mock('next/router', () => ({ useRouter: () => router }));
vi.mock('@/lib/gateway/usage', () => ({ getUsage: vi.fn() }));
vi.mock('@/lib/csv/download-csv', () => ({ downloadCsv: vi.fn() }));

const TODAY = new Date('2026-11-24T12:00:00Z');

const electricity = makeFuelUsage(
  '2026-11-19',
  [{ standard: 8 }, { standard: 9 }, null, null, { standard: 7 }],
  { gaps: [{ from: '2026-11-21', to: '2026-11-22', days: 2 }] },
);
const gas = makeFuelUsage(
  '2026-11-19',
  [{ standard: 30 }, { standard: 31 }, { standard: 29 }, { standard: 33 }, { standard: 28 }],
  { fuel: 'gas' },
);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  router = makeRouter({ pathname: '/accounts/usage', query: {} });
  vi.mocked(getUsage)
    .mockReset()
    .mockResolvedValue(makeUsage([electricity, gas]));
  vi.mocked(downloadCsv).mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

const renderScreen = (account = makeAccountSummary()) =>
  renderAccountScreen(<UsageScreen account={account} />);

const section = (name: string) => screen.findByRole('region', { name });

describe('Energy Usage', () => {
  it('asks for the last 30 days and shows each fuel with a summary, a chart and its table', async () => {
    await renderScreen();
    const power = await section('Electricity');
    expect(getUsage).toHaveBeenCalledWith(1, {
      granularity: 'day',
      from: '2026-10-25',
      to: '2026-11-23',
    });
    expect(
      within(power).getByText(/^Electricity: 24 kWh from 19 to 23 November 2026, costing £7\.50/),
    ).toBeVisible();
    expect(
      within(power).getByText(/No figures from your meter for 21 to 22 November 2026 \(2 days\)/),
    ).toBeVisible();
    const table = within(power).getByRole('table', {
      name: 'Electricity by day, 19 to 23 November 2026',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(6);
    expect(rows[1]).toHaveTextContent('Thursday 19 November 2026');
    expect(rows[1]).toHaveTextContent('8 kWh£2.00£0.50£2.50');
    expect(rows[3]).toHaveTextContent('No data from your meter');
    // The drawing's code comes after the screen's.
    await waitFor(() => expect(power.querySelectorAll('[data-gap]')).toHaveLength(2));
    expect(await section('Gas')).toHaveTextContent(
      'From your smart meter, up to 23 November 2026.',
    );
  });

  it('switches the chart to pounds and the view to months, keeping them in the address', async () => {
    const user = userEvent.setup();
    await renderScreen();
    await section('Electricity');
    await user.click(screen.getByRole('radio', { name: '£ (with VAT)' }));
    expect(router.replace).toHaveBeenLastCalledWith(
      { pathname: '/accounts/usage', query: { period: 'day', show: 'pounds', back: 0 } },
      undefined,
      { shallow: true, scroll: false },
    );
    await user.click(screen.getByRole('radio', { name: 'Month' }));
    expect(router.replace).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: { period: 'month', show: 'kwh', back: 0 } }),
      undefined,
      expect.anything(),
    );
  });

  it('shows pounds as energy and standing charge from the address, and asks for months', async () => {
    router = makeRouter({
      pathname: '/accounts/usage',
      query: { period: 'month', show: 'pounds' },
    });
    await renderScreen();
    const power = await section('Electricity');
    expect(getUsage).toHaveBeenCalledWith(1, {
      granularity: 'month',
      from: '2025-12-01',
      to: '2026-11-23',
    });
    expect(within(power).getByRole('list', { name: 'Key' })).toHaveTextContent(
      'EnergyStanding charge',
    );
    expect(within(power).getByText(/The most was £2\.75 on Friday 20 November 2026/)).toBeVisible();
  });

  it('goes back a window and forward again, never before the account opened', async () => {
    const user = userEvent.setup();
    router = makeRouter({ pathname: '/accounts/usage', query: { back: '1' } });
    await renderScreen(makeAccountSummary({ openedOn: '2026-09-30' }));
    await section('Electricity');
    expect(getUsage).toHaveBeenCalledWith(1, {
      granularity: 'day',
      from: '2026-09-25',
      to: '2026-10-24',
    });
    expect(screen.getByRole('button', { name: 'Earlier' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(router.replace).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: { period: 'day', show: 'kwh', back: 0 } }),
      undefined,
      expect.anything(),
    );
  });

  it('flags a smart meter that has sent nothing for more than 3 days, and says what to do', async () => {
    const quiet = makeFuelUsage(
      '2026-11-15',
      [{ standard: 8 }, { standard: 9 }, null, null, null, null, null, null, null],
      {
        dataUntil: '2026-11-16',
        gaps: [{ from: '2026-11-17', to: '2026-11-23', days: 7 }],
      },
    );
    vi.mocked(getUsage).mockResolvedValue(makeUsage([quiet]));
    await renderScreen();
    const note = within(await section('Electricity')).getByRole('note');
    expect(note).toHaveTextContent(
      'Your smart meter has not sent us any figures for 7 days, since 16 November 2026.',
    );
    expect(within(note).getByRole('link', { name: '0330 111 5050' })).toBeVisible();
    expect(within(note).getByRole('link', { name: 'send us a meter reading' })).toHaveAttribute(
      'href',
      '/accounts/readings',
    );
  });

  it('marks use worked out from readings, with the day and night split', async () => {
    const economy7 = makeFuelUsage(
      '2026-11-19',
      [
        { day: 4, night: 6 },
        { day: 5, night: 5 },
      ],
      {
        source: 'readings',
        registers: ['day', 'night'],
        dataUntil: '2026-11-20',
      },
    );
    vi.mocked(getUsage).mockResolvedValue(makeUsage([economy7]));
    await renderScreen(makeAccountSummary({ fuels: ['electricity'] }));
    const power = await section('Electricity');
    expect(power).toHaveTextContent(/we worked these out from your meter readings/);
    expect(power).toHaveTextContent('Your latest reading was on 21 November 2026.');
    expect(within(power).getByRole('list', { name: 'Key' })).toHaveTextContent('DayNight');
    const [header] = within(power).getAllByRole('row');
    expect(header).toHaveTextContent('PeriodDayNightTotalEnergyStanding chargeCostNote');
  });

  it('says why an EV tariff has no costs, and keeps its chart in kWh', async () => {
    router = makeRouter({ pathname: '/accounts/usage', query: { show: 'pounds' } });
    vi.mocked(getUsage).mockResolvedValue(makeUsage([{ ...electricity, priced: false }]));
    await renderScreen();
    const power = await section('Electricity');
    expect(power).toHaveTextContent(
      /Your tariff charges different prices at different times of day/,
    );
    expect(within(power).queryByRole('columnheader', { name: 'Cost' })).not.toBeInTheDocument();
    expect(within(power).queryByRole('list', { name: 'Key' })).not.toBeInTheDocument();
  });

  it('downloads the shown figures as CSV', async () => {
    const user = userEvent.setup();
    await renderScreen();
    await section('Electricity');
    await user.click(screen.getByRole('button', { name: 'Download these figures (CSV)' }));
    await waitFor(() => expect(downloadCsv).toHaveBeenCalled());
    const [filename, csv] = vi.mocked(downloadCsv).mock.calls[0]!;
    expect(filename).toBe('so-energy-40318275-usage-by-day-2026-10-25-to-2026-11-23.csv');
    expect(parse(csv, { columns: true })).toHaveLength(10);
  });

  it('says when the figures cannot be loaded and tries again', async () => {
    const user = userEvent.setup();
    vi.mocked(getUsage).mockRejectedValueOnce(
      new GatewayError('We could not load your energy use. Please try again.', 503),
    );
    await renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your energy use. Please try again.',
    );
    expect(screen.getByRole('radio', { name: 'Week' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await section('Electricity')).toBeVisible();
  });
});
