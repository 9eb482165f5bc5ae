import { formatLongDate } from '@/lib/format-date';
import type { MeterPoint, Reading, SubmittedReadings } from '@/lib/gateway/contract/readings';
import panels from '../screen/panels.module.css';
import { isSilent, SmartMeterSilent } from '../screen/smart-meter-silent';
import type { KeptReading } from './offline/kept-readings';
import { KeptReadingList } from './offline/kept-reading-list';
import { ReadingHistory } from './reading-history';
import { meterName } from './reading-words';
import { SubmitReadingForm } from './split-submit-reading-form';
import styles from './readings-screen.module.css';

function Freshness({ meter }: { meter: MeterPoint }) {
  const { lastReadOn, smartDataUntil, smartSilentDays } = meter.freshness;
  if (meter.meterType === 'smart') {
    if (smartDataUntil && isSilent(smartSilentDays)) {
      return <SmartMeterSilent dataUntil={smartDataUntil} silentDays={smartSilentDays} />;
    }
    return (
      <p>
        {smartDataUntil
          ? `Your smart meter sends us its readings itself: its latest figures are for ${formatLongDate(smartDataUntil)}.`
          : 'Your smart meter has not sent us any figures yet.'}{' '}
        You can still send a reading if you like.
      </p>
    );
  }
  return (
    <p>
      {lastReadOn
        ? `Your last reading was on ${formatLongDate(lastReadOn)}.`
        : 'We have no reading from this meter yet.'}{' '}
      Send one at least once a month, so that your bills use your readings, not our estimates.
    </p>
  );
}

interface MeterPanelProps {
  accountId: number;
  meter: MeterPoint;
  readings: readonly Reading[];
  today: string;
  onSubmitted: (answer: SubmittedReadings) => void;
  /** The account's readings kept on this device, and those of them just sent. */
  kept: { kept: readonly KeptReading[]; lastSent: readonly KeptReading[] };
}

const ofMeter = (meter: MeterPoint, readings: readonly KeptReading[]) =>
  readings.filter((reading) => reading.submission.meterPointId === meter.id);

/**
 * One meter: how fresh its readings are, a way to send one, those kept on this device, and its
 * history.
 */
export function MeterPanel({
  accountId,
  meter,
  readings,
  today,
  onSubmitted,
  kept,
}: MeterPanelProps) {
  const headingId = `meter-${meter.id}`;
  const supplyNumber = meter.mpan ? `MPAN ${meter.mpan}` : meter.mprn ? `MPRN ${meter.mprn}` : null;
  return (
    <section className={panels.panel} aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className={panels.panelHeading}>
          {meterName(meter)}
        </h2>
        {supplyNumber && <p className={styles.supplyNumber}>Supply number: {supplyNumber}</p>}
      </div>
      <Freshness meter={meter} />
      <SubmitReadingForm
        accountId={accountId}
        meter={meter}
        today={today}
        onSubmitted={onSubmitted}
      />
      <KeptReadingList
        meter={meter}
        kept={ofMeter(meter, kept.kept)}
        sent={ofMeter(meter, kept.lastSent)}
      />
      <ReadingHistory meter={meter} readings={readings} />
    </section>
  );
}
