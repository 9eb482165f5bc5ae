import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Usage } from '@/lib/gateway/contract/usage';
import { downloadCsv } from '@/lib/csv/download-csv';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { getUsage } from '@/lib/gateway/usage';
import { makeAccountSummary } from '@/tests/utils/account';
import { makeLiveRouter } from '@/tests/utils/live-router';
import { renderAccountScreen } from '@/tests/utils/render-account-screen';
import { makeFuelUsage, makeUsage } from '@/tests/utils/usage';
import { UsageScreen } from './usage-screen';

let router = makeLiveRouter('/accounts/usage');
vi.mock('next/router', () => ({ useRouter: () => router.useRouter() }));
vi.mock('@/lib/gateway/usage', () => ({ getUsage: vi.fn() }));
vi.mock('@/lib/csv/download-csv', () => ({ downloadCsv: vi.fn() }));

const days = (fuel: 'electricity' | 'gas') =>
  makeFuelUsage('2026-11-19', [{ standard: 8 }, { standard: 9 }], { fuel });
const weeks = makeFuelUsage('2026-09-07', [{ standard: 50 }, { standard: 60 }]);
const FAILURE =
  "We couldn't load your usage for 7 September to 23 November 2026. These figures are still for 25 October to 23 November 2026.";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
  router = makeLiveRouter('/accounts/usage');
  vi.mocked(getUsage)
    .mockReset()
    .mockResolvedValue(makeUsage([days('electricity'), days('gas')]));
  vi.mocked(downloadCsv).mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Figures the test hands over when it likes, to see the screen while they are on their way. */
function figuresLater() {
  const later = {} as { resolve: (usage: Usage) => void; reject: (error: Error) => void };
  vi.mocked(getUsage).mockReturnValueOnce(
    new Promise((resolve, reject) => Object.assign(later, { resolve, reject })),
  );
  return later;
}

/** Shows the last 30 days, then asks for weeks, which fail to load. */
async function failToShowWeeks() {
  const user = userEvent.setup();
  await renderAccountScreen(
    <router.Provider>
      <UsageScreen account={makeAccountSummary()} />
    </router.Provider>,
  );
  await screen.findAllByRole('table');
  const failing = figuresLater();
  await user.click(screen.getByRole('radio', { name: 'Week' }));
  failing.reject(new GatewayError('We could not load your energy use. Please try again.', 503));
  await screen.findByText(FAILURE, { selector: 'p' });
  return user;
}

describe('Energy Usage after a change of period fails to load', () => {
  it("marks every fuel's figures as the earlier period's, with one notice over the first chart", async () => {
    await failToShowWeeks();
    const electricity = screen.getByRole('region', { name: 'Electricity' });
    const gas = screen.getByRole('region', { name: 'Gas' });
    expect(electricity).toHaveClass('stale');
    expect(gas).toHaveClass('stale');
    // In the figure, before the drawing it lies over: nothing around it moves.
    const notice = within(electricity).getByText(FAILURE, { selector: 'p' }).parentElement!
      .parentElement!;
    expect(notice).toHaveClass('staleNotice');
    expect(notice.nextElementSibling).toHaveClass('chart');
    expect(within(gas).queryByText(FAILURE)).toBeNull();
    // The pager names the period chosen; the tables still hold the earlier one's days.
    expect(screen.getByRole('navigation', { name: 'Usage periods' })).toHaveTextContent(
      '7 September to 23 November 2026',
    );
    expect(within(electricity).getAllByRole('row')[1]).toHaveTextContent(
      'Thursday 19 November 2026',
    );
  });

  it('Try again asks for the period chosen, busy until it comes, then shows it unmarked', async () => {
    const user = await failToShowWeeks();
    const again = figuresLater();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(getUsage).toHaveBeenLastCalledWith(1, {
      granularity: 'week',
      from: '2026-09-07',
      to: '2026-11-23',
    });
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveAttribute('aria-busy', 'true');

    again.resolve(makeUsage([weeks], { granularity: 'week' }));
    const electricity = await screen.findByRole('table', { name: /^Electricity by week, / });
    expect(within(electricity).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Electricity' })).not.toHaveClass('stale');
    expect(screen.queryByText(FAILURE)).toBeNull();
  });

  it("downloads the figures shown under their own period's name, not the period chosen", async () => {
    const user = await failToShowWeeks();
    await user.click(screen.getByRole('button', { name: 'Download these figures (CSV)' }));
    await waitFor(() => expect(downloadCsv).toHaveBeenCalled());
    expect(vi.mocked(downloadCsv).mock.calls[0]![0]).toBe(
      'so-energy-40318275-usage-by-day-2026-10-25-to-2026-11-23.csv',
    );
  });
});
