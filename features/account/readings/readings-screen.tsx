import { useEffect, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { AccountSummary } from '@/lib/gateway/contract/customer';
import { londonToday } from '@/lib/iso-date';
import panels from '../screen/panels.module.css';
import { LoadFailure } from '@/lib/ui/load-failure';
import { FuelPlaceholders, ScreenData } from '../screen/screen-data';
import { useReadings } from './data/use-readings';
import { MeterPanel } from './meter-panel';
import { KeptReadingList } from './offline/kept-reading-list';
import { useKeptReadings } from './offline/use-kept-readings';
import { SubmitReadingForm } from './split-submit-reading-form';
import styles from './readings-screen.module.css';

/** Meter Readings (/accounts/readings): each meter's readings, and a way to send one. */
export function ReadingsScreen({ account }: { account: AccountSummary }) {
  const today = useMemo(() => londonToday(new Date()), []);
  const { mutate: revalidate } = useSWRConfig();
  useEffect(() => void SubmitReadingForm.preload(), []);
  // The history, and what a reading changes elsewhere: the usage worked out from readings, the
  // next bill's estimate.
  const revalidateAccount = () =>
    void revalidate((key) => Array.isArray(key) && key[0] === 'account' && key[1] === account.id);
  const { kept, lastSent } = useKeptReadings(account.id, revalidateAccount);

  return (
    <ScreenData
      query={useReadings(account.id)}
      placeholder={
        <FuelPlaceholders
          account={account}
          className={styles.placeholder}
          label="Loading your meters"
        />
      }
      failure={(error, retry) => (
        // No signal: what the device keeps is listed still, the meters' details aside.
        <div className={panels.screen}>
          <LoadFailure message={error.message} retry={retry} />
          <KeptReadingList meter={null} kept={kept ?? []} sent={lastSent} />
        </div>
      )}
    >
      {({ meterPoints, readings }) => (
        <div className={panels.screen}>
          {meterPoints.map((meter) => (
            <MeterPanel
              key={meter.id}
              accountId={account.id}
              meter={meter}
              readings={readings}
              today={today}
              onSubmitted={revalidateAccount}
              kept={{ kept: kept ?? [], lastSent }}
            />
          ))}
        </div>
      )}
    </ScreenData>
  );
}
