import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Usage } from '@/lib/gateway/contract/usage';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { getUsage } from '@/lib/gateway/usage';
import { makeAccountSummary } from '@/tests/utils/account';
import { makeLiveRouter } from '@/tests/utils/live-router';
import { minimumDisplayPassed } from '@/tests/utils/minimum-display';
import { renderAccountScreen } from '@/tests/utils/render-account-screen';
import {
  readToEnd,
  spokenDuring,
  startScreenReader,
  stopScreenReader,
} from '@/tests/utils/screen-reader';
import { makeFuelUsage, makeUsage } from '@/tests/utils/usage';
import { UsageScreen } from './usage-screen';

let router = makeLiveRouter('/accounts/usage');
vi.mock('next/router', () => ({ useRouter: () => router.useRouter() }));
vi.mock('@/lib/gateway/usage', () => ({ getUsage: vi.fn() }));

const electricity = makeFuelUsage('2026-11-19', [{ standard: 8 }, { standard: 9 }, null], {
  gaps: [{ from: '2026-11-21', to: '2026-11-21', days: 1 }],
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
  router = makeLiveRouter('/accounts/usage');
  vi.mocked(getUsage)
    .mockReset()
    .mockResolvedValue(makeUsage([electricity]));
});
afterEach(async () => {
  await stopScreenReader();
  vi.useRealTimers();
});

/** Figures (or a failure) the test hands over when it likes, to hear the wait and the arrival. */
function figuresLater() {
  const later = {} as { resolve: (usage: Usage) => void; reject: (error: Error) => void };
  vi.mocked(getUsage).mockReturnValueOnce(
    new Promise((resolve, reject) => Object.assign(later, { resolve, reject })),
  );
  return later;
}

async function renderScreen() {
  await renderAccountScreen(
    <router.Provider>
      <UsageScreen account={makeAccountSummary({ fuels: ['electricity'] })} />
    </router.Provider>,
  );
  await startScreenReader();
}

describe('Energy Usage, read by a screen reader', { timeout: 20_000 }, () => {
  it('says the figures are loading on arrival, then announces what is shown when they come', async () => {
    const figures = figuresLater();
    await renderScreen();
    const waiting = await readToEnd();
    expect(waiting.slice(-4)).toEqual([
      'status',
      'Loading your energy use',
      'end of status',
      'end of document',
    ]);
    const arriving = () => {
      figures.resolve(makeUsage([electricity]));
      return minimumDisplayPassed();
    };
    expect(await spokenDuring(arriving)).toEqual([
      'polite: Showing your energy use by day, in kWh, for 25 October to 23 November 2026.',
    ]);
  });

  it("reads the chart's summary in words, and its table with caption, headers and units", async () => {
    await renderScreen();
    await screen.findByRole('table');
    const spoken = await readToEnd();
    const section = spoken.indexOf('region, Electricity');
    expect(spoken.slice(section)).toEqual([
      'region, Electricity',
      'heading, Electricity, level 2',
      'paragraph',
      'From your smart meter, up to',
      '21 November 2026',
      '.',
      'end of paragraph',
      'figure',
      'caption',
      'Electricity: 17 kWh from 19 to 21 November 2026, costing £5.25 with VAT and standing charges. The most was 9 kWh on Friday 20 November 2026. No figures from your meter for 21 November 2026 (1 day).',
      'end of caption',
      'end of figure',
      'region, Electricity by day, 19 to 21 November 2026',
      'table, Electricity by day, 19 to 21 November 2026',
      'caption, Electricity by day, 19 to 21 November 2026',
      'rowgroup',
      'row, Period Used Energy Standing charge Cost Note',
      'columnheader, Period',
      'columnheader, Used',
      'columnheader, Energy',
      'columnheader, Standing charge',
      'columnheader, Cost',
      'columnheader, Note',
      'end of row, Period Used Energy Standing charge Cost Note',
      'end of rowgroup',
      'rowgroup',
      'row, Thursday 19 November 2026 8 kWh £2.00 £0.50 £2.50',
      'rowheader, Thursday 19 November 2026',
      'cell, 8 kWh',
      'cell, £2.00',
      'cell, £0.50',
      'cell, £2.50',
      'cell',
      'end of row, Thursday 19 November 2026 8 kWh £2.00 £0.50 £2.50',
      'row, Friday 20 November 2026 9 kWh £2.25 £0.50 £2.75',
      'rowheader, Friday 20 November 2026',
      'cell, 9 kWh',
      'cell, £2.25',
      'cell, £0.50',
      'cell, £2.75',
      'cell',
      'end of row, Friday 20 November 2026 9 kWh £2.25 £0.50 £2.75',
      'row, Saturday 21 November 2026 – – – – No data from your meter',
      'rowheader, Saturday 21 November 2026',
      'cell, –',
      'cell, –',
      'cell, –',
      'cell, –',
      'cell, No data from your meter',
      'end of row, Saturday 21 November 2026 – – – – No data from your meter',
      'end of rowgroup',
      'end of table, Electricity by day, 19 to 21 November 2026',
      'end of region, Electricity by day, 19 to 21 November 2026',
      'end of region, Electricity',
      'end of document',
    ]);
  });

  it('Show use by Week announces the wait and then the weeks shown', async () => {
    const user = userEvent.setup();
    await renderScreen();
    await screen.findByRole('table');
    const figures = figuresLater();
    const switching = await spokenDuring(() =>
      user.click(screen.getByRole('radio', { name: 'Week' })),
    );
    expect(switching).toContain('polite: Loading your energy use…');
    const weeks = makeFuelUsage('2026-09-07', [{ standard: 50 }, { standard: 60 }]);
    expect(
      await spokenDuring(() => figures.resolve(makeUsage([weeks], { granularity: 'week' }))),
    ).toEqual([
      'polite: Showing your energy use by week, in kWh, for 7 September to 23 November 2026.',
    ]);
  });

  it('Show in £ (with VAT) announces that the figures are now in pounds', async () => {
    const user = userEvent.setup();
    await renderScreen();
    await screen.findByRole('table');
    const spoken = await spokenDuring(() =>
      user.click(screen.getByRole('radio', { name: '£ (with VAT)' })),
    );
    expect(spoken).toContain(
      'polite: Showing your energy use by day, in pounds, with VAT, for 25 October to 23 November 2026.',
    );
  });

  it('tells old figures from the period chosen when it fails to load, and retries that period', async () => {
    const user = userEvent.setup();
    await renderScreen();
    await screen.findByRole('table');
    const earlier = figuresLater();
    await user.click(screen.getByRole('radio', { name: 'Week' }));
    const spoken = await spokenDuring(() =>
      earlier.reject(new GatewayError('We could not load your energy use. Please try again.', 503)),
    );
    expect(spoken).toEqual([
      expect.stringMatching(
        /^polite: We could not load your energy use for .+ 2026\. Still showing 25 October to 23 November 2026\. We could not load your energy use\. Please try again\.$/,
      ),
    ]);
    const electricitySection = screen.getByRole('region', { name: 'Electricity' });
    expect(electricitySection).toHaveClass('stale');
    expect(electricitySection).toHaveTextContent(
      'Not the period chosen. Still showing 25 October to 23 November 2026.',
    );

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('region', { name: 'Electricity' })).not.toHaveClass('stale'),
    );
    expect(screen.queryByText(/Still showing/)).toBeNull();
    expect(getUsage).toHaveBeenLastCalledWith(1, expect.objectContaining({ granularity: 'week' }));
  });

  it('announces why the figures could not be loaded, with Try again after it', async () => {
    const figures = figuresLater();
    await renderScreen();
    const spoken = await spokenDuring(() => {
      figures.reject(new GatewayError('We could not load your energy use. Please try again.', 503));
      return minimumDisplayPassed();
    });
    expect(spoken).toEqual(['polite: We could not load your energy use. Please try again.']);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
