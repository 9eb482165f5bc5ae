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
import { useUsage } from './api/use-usage';
import { CHART_HEIGHT } from './chart-segments';
import { FuelUsageSection } from './fuel-usage-section';
import { loadUsageChart } from './load-usage-chart';
import { StaleFiguresNotice } from './stale-figures-notice';
import { UsageControls } from './usage-controls';
import { staleFiguresWords, usageCsv, viewWords } from './usage-figures';
import { readUsageView, usageWindow, type UsageView, type UsageWindow } from './usage-window';
import styles from './usage-screen.module.css';

const sameWindow = (a: UsageWindow, b: UsageWindow) =>
  a.granularity === b.granularity && a.from === b.from && a.to === b.to;

/** Named for the figures in it, which after a failed change of period are the earlier ones. */
const csvName = (accountNumber: string, { granularity, from, to }: UsageWindow) =>
  `so-energy-${accountNumber}-usage-by-${granularity}-${from}-to-${to}.csv`;

/** Energy Usage (/accounts/usage): each fuel's use and its cost, charted and tabled. */
export function UsageScreen({ account }: { account: AccountSummary }) {
  const router = useRouter();
  const today = useMemo(() => londonToday(new Date()), []);
  const view = readUsageView(router.query);
  const window = usageWindow(view.period, view.back, today);
  const { data, error, mutate, isLoading, isValidating, shownWindow } = useUsage(
    account.id,
    window,
  );
  useEffect(() => void loadUsageChart(), []);

  const failed = error && !data;
  // A change of period that failed leaves the earlier period's figures: marked as such, never
  // passed off as the period chosen.
  const stale =
    error && shownWindow && !sameWindow(shownWindow, window)
      ? staleFiguresWords(window, shownWindow)
      : null;
  // A listener hears each change: the figures being fetched, then shown, or why they are not.
  // (The placeholders say the first load is under way.)
  const news = failed
    ? error.message
    : stale
      ? stale
      : !data
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
          filename={csvName(account.number, shownWindow ?? window)}
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
      {failed ? (
        <LoadFailure
          message={error.message}
          retry={() => void mutate()}
          className={styles.failure}
        />
      ) : data ? (
        data.fuels.map((fuel, index) => (
          <FuelUsageSection
            key={fuel.fuel}
            fuel={fuel}
            usage={data}
            show={view.show}
            today={today}
            loading={isLoading}
            stale={Boolean(stale)}
            notice={
              index === 0 && stale ? (
                <StaleFiguresNotice
                  message={stale}
                  retrying={isValidating}
                  retry={() => void mutate()}
                />
              ) : null
            }
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
