import { useRouter } from 'next/router';
import { useEffect, useMemo } from 'react';
import type { AccountSummary } from '@/lib/gateway/contract/customer';
import { CsvDownloadButton } from '@/lib/csv/csv-download-button';
import { londonToday } from '@/lib/iso-date';
import { LiveMessage } from '@/lib/ui/live-message';
import { LoadFailure } from '@/lib/ui/load-failure';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import { useMinimumDisplay } from '@/lib/ui/use-minimum-display';
import { visuallyHiddenClassName } from '@/lib/ui/visually-hidden';
import panels from '../screen/panels.module.css';
import { useUsage } from './api/use-usage';
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
  const { data, error, mutate, isLoading, shownWindow } = useUsage(account.id, window);
  useEffect(() => void loadUsageChart(), []);

  const loading = useMinimumDisplay(!data && !error);
  const failed = error && !data && !loading;
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
  const news = failed
    ? error.message
    : staleFailure
      ? staleFailure
      : !data || loading
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
      {failed ? (
        <LoadFailure
          message={error.message}
          retry={() => void mutate()}
          className={styles.failure}
        />
      ) : data && !loading ? (
        data.fuels.map((fuel) => (
          <FuelUsageSection
            key={fuel.fuel}
            fuel={fuel}
            usage={data}
            show={view.show}
            today={today}
            loading={isLoading}
            staleNote={staleNote}
          />
        ))
      ) : (
        account.fuels.map((fuel) => (
          <LoadingPlaceholder
            key={fuel}
            className={`${panels.panel} ${styles.placeholder}`}
            style={{ minHeight: CHART_HEIGHT * 2 }}
            label="Loading your energy use"
          />
        ))
      )}
    </div>
  );
}
