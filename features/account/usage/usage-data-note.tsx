import { Link } from '@/lib/ui/link';
import type { FuelUsage } from '@/lib/gateway/contract/usage';
import { formatLongDate } from '@/lib/format-date';
import { addDays, daysBetween } from '@/lib/iso-date';
import { isSilent, SmartMeterSilent } from '../screen/smart-meter-silent';
import styles from './usage-screen.module.css';

const READINGS_PATH = '/accounts/readings';

/** Where the figures come from and how fresh they are, and what to do when they are not. */
export function UsageDataNote({ fuel, today }: { fuel: FuelUsage; today: string }) {
  const yesterday = addDays(today, -1);
  const notes = [];

  if (fuel.source === 'smart') {
    const silentDays = fuel.dataUntil ? daysBetween(fuel.dataUntil, yesterday) : null;
    if (isSilent(silentDays)) {
      notes.push(
        <SmartMeterSilent key="silent" dataUntil={fuel.dataUntil!} silentDays={silentDays} />,
      );
    } else if (fuel.dataUntil) {
      notes.push(<p key="fresh">From your smart meter, up to {formatLongDate(fuel.dataUntil)}.</p>);
    } else {
      notes.push(<p key="none">Your smart meter has not sent us any figures yet.</p>);
    }
  } else {
    notes.push(
      <p key="readings">
        Your meter does not send us figures, so we worked these out from your meter readings: the
        energy used between two readings is spread evenly over the days between them.{' '}
        {fuel.dataUntil && (
          <>Your latest reading was on {formatLongDate(addDays(fuel.dataUntil, 1))}. </>
        )}
        <Link href={READINGS_PATH}>Send us a reading</Link> to bring this up to date.
      </p>,
    );
  }

  if (!fuel.priced) {
    notes.push(
      <p key="time-of-use">
        Your tariff charges different prices at different times of day, and your meter sends us one
        total a day, so we cannot show what each day cost. Your bills show the exact cost.
      </p>,
    );
  }
  return <div className={styles.notes}>{notes}</div>;
}
