import { useEffect, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { AccountSummary } from '@/lib/gateway/contract/customer';
import { londonToday } from '@/lib/iso-date';
import { LoadFailure } from '@/lib/ui/load-failure';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import { useMinimumDisplay } from '@/lib/ui/use-minimum-display';
import panels from '../screen/panels.module.css';
import { useReadings } from './api/use-readings';
import { MeterPanel } from './meter-panel';
import { SubmitReadingForm } from './split-submit-reading-form';
import styles from './readings-screen.module.css';

/** Meter Readings (/accounts/readings): each meter's readings, and a way to send one. */
export function ReadingsScreen({ account }: { account: AccountSummary }) {
  const today = useMemo(() => londonToday(new Date()), []);
  const { data, error, mutate } = useReadings(account.id);
  const { mutate: revalidate } = useSWRConfig();
  const loading = useMinimumDisplay(!data && !error);
  useEffect(() => void SubmitReadingForm.preload(), []);

  if (error && !data && !loading) {
    return <LoadFailure message={error.message} retry={() => void mutate()} />;
  }
  if (loading || !data) {
    return (
      <div className={panels.screen}>
        {account.fuels.map((fuel) => (
          <LoadingPlaceholder
            key={fuel}
            className={`${panels.panel} ${styles.placeholder}`}
            label="Loading your meters"
          />
        ))}
      </div>
    );
  }
  return (
    <div className={panels.screen}>
      {data.meterPoints.map((meter) => (
        <MeterPanel
          key={meter.id}
          accountId={account.id}
          meter={meter}
          readings={data.readings}
          today={today}
          onSubmitted={() =>
            // The history, and what a reading changes elsewhere: the usage worked out from
            // readings, the next bill's estimate.
            void revalidate(
              (key) => Array.isArray(key) && key[0] === 'account' && key[1] === account.id,
            )
          }
        />
      ))}
    </div>
  );
}
