import { useRouter } from 'next/router';
import { useEffect, useMemo } from 'react';
import type { AccountSummary } from '@/lib/gateway/contract/customer';
import { CsvDownloadButton } from '@/lib/csv/csv-download-button';
import { londonToday } from '@/lib/iso-date';
import { LiveMessage } from '@/lib/ui/live-message';
import { LoadFailure } from '@/lib/ui/load-failure';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import { visuallyHiddenClassName } from '@/lib/ui/visually-hidden';
import panels from '../screen/panels.module.css';
import { ScreenDataView, useScreenData } from '../screen/screen-data';
import { useUsage } from './data/use-usage';
import { CHART_HEIGHT } from './chart-segments';
import { FuelUsageSection } from './fuel-usage-section';
import { loadUsageChart } from './load-usage-chart';
import { UsageControls } from './usage-controls';
import { dateRange, usageCsv, viewWords } from './usage-figures';
import { readUsageView, usageWindow, type UsageView, type UsageWindow } from './usage-window';
import styles from './usage-screen.module.css';

const sameWindow = (a: UsageWindow, b: UsageWindow) =>
  a.granularity === b.granularity && a.from === b.from && a.to === b.to;

/** Energy Usage (/accounts/usage): each fuel's use and its cost, charted and tabled. */
export function UsageScreen({ account }: { account: AccountSummary }) {
  const router = useRouter();
  const today = useMemo(() => londonToday(new Date()), []);
  const view = readUsageView(router.query);
  const window = usageWindow(view.period, view.back, today);
  const usage = useUsage(account.id, window);
  const { data, error, mutate, isLoading, shownWindow } = usage;
  useEffect(() => void loadUsageChart(), []);

  const state = useScreenData(usage);
  // A change of period that failed leaves the earlier period's figures: said so, not passed off
  // as the period chosen.
  const staleFrom =
    error && data && shownWindow && !sameWindow(shownWindow, window) ? shownWindow : null;
  const staleNote = staleFrom && `Still showing ${dateRange(staleFrom.from, staleFrom.to)}.`;
  const staleFailure =
    staleNote &&
    `We could not load your energy use for ${dateRange(window.from, window.to)}. ${staleNote} ${error?.message ?? ''}`.trim();
  // A listener hears each change: the figures being fetched, then shown, or why they are not.
  // (The placeholders say the first load is under way.)
  const news =
    state.phase === 'failed'
      ? state.error.message
      : staleFailure
        ? staleFailure
        : state.phase === 'loading'
          ? null
          : isLoading
            ? 'Loading your energy use…'
            : viewWords(view, window.from, window.to);

  function show(next: UsageView) {
    void router.replace(
      { pathname: router.pathname, query: { ...router.query, ...next } },
      undefined,
      { shallow: true, scroll: false },
    );
  }

  return (
    <div className={panels.screen}>
      <div className={styles.toolbar}>
        <UsageControls
          view={view}
          window={window}
          hasEarlier={window.from > account.openedOn}
          onChange={show}
        />
        <CsvDownloadButton
          filename={`so-energy-${account.number}-usage-by-${window.granularity}-${window.from}-to-${window.to}.csv`}
          csv={() => {
            if (!data) throw new Error('No figures to download yet');
            return usageCsv(data);
          }}
        >
          Download these figures (CSV)
        </CsvDownloadButton>
      </div>
      <LiveMessage politeness="polite" className={visuallyHiddenClassName}>
        {news}
      </LiveMessage>
      {staleFailure && <LoadFailure message={staleFailure} retry={() => void mutate()} />}
      <ScreenDataView
        state={state}
        placeholder={account.fuels.map((fuel) => (
          <LoadingPlaceholder
            key={fuel}
            className={`${panels.panel} ${styles.placeholder}`}
            style={{ minHeight: CHART_HEIGHT * 2 }}
            label="Loading your energy use"
          />
        ))}
        failure={(failed, retry) => (
          <LoadFailure message={failed.message} retry={retry} className={styles.failure} />
        )}
      >
        {(figures) =>
          figures.fuels.map((fuel) => (
            <FuelUsageSection
              key={fuel.fuel}
              fuel={fuel}
              usage={figures}
              show={view.show}
              today={today}
              loading={isLoading}
              staleNote={staleNote}
            />
          ))
        }
      </ScreenDataView>
    </div>
  );
}
