import { Link } from '@/lib/ui/link';
import { SMART_SILENT_AFTER_DAYS } from '@/lib/gateway/contract/smart-meter';
import { formatLongDate } from '@/lib/format-date';
import { PhoneLink } from '@/lib/ui/phone-link';
import styles from './smart-meter-silent.module.css';

/** Whether a smart meter quiet for `silentDays` should be flagged to the customer. */
export const isSilent = (silentDays: number | null): silentDays is number =>
  silentDays !== null && silentDays > SMART_SILENT_AFTER_DAYS;

interface SmartMeterSilentProps {
  /** The last day we have the meter's figures for. */
  dataUntil: string;
  silentDays: number;
}

/** A smart meter that has stopped sending figures: since when, and what the customer can do. */
export function SmartMeterSilent({ dataUntil, silentDays }: SmartMeterSilentProps) {
  return (
    <div className={styles.warning} role="note">
      <p>
        <strong>
          Your smart meter has not sent us any figures for {silentDays} days, since{' '}
          {formatLongDate(dataUntil)}.
        </strong>
      </p>
      <p>
        This often puts itself right. Check that your in-home display is switched on and shows your
        use; if the meter is still quiet in a few days, call us on <PhoneLink /> and we will look
        into it. Meanwhile, <Link href="/accounts/readings">send us a meter reading</Link> so that
        your next bill is not estimated.
      </p>
    </div>
  );
}
