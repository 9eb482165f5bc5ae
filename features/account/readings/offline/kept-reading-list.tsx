import { formatLongDate } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import type { MeterPoint } from '@/lib/gateway/contract/readings';
import { useOneClickAction } from '@/lib/forms/use-one-click-action';
import { Button } from '@/lib/ui/button';
import { FormAlert } from '@/lib/ui/form-alert';
import { LiveMessage } from '@/lib/ui/live-message';
import { PhoneLink } from '@/lib/ui/phone-link';
import { UNIT_SYMBOLS } from '../reading-words';
import type { KeptReading } from './kept-readings';
import { NotifyRefusalsButton } from './notify-refusals-button';
import styles from './kept-reading-list.module.css';

/**
 * '30,612 kWh on 29 November 2026', or 'day 1 kWh and night 2 kWh on …' on Economy 7; only the
 * figures while the meter's details cannot be loaded.
 */
export function keptReadingWords(meter: MeterPoint | null, { submission }: KeptReading): string {
  const values = submission.readings
    .map(({ registerId, value }) => {
      const register = meter?.registers.find((r) => r.id === registerId);
      const name = !register || register.name === 'standard' ? '' : `${register.name} `;
      return `${name}${formatNumber(value)} ${register ? UNIT_SYMBOLS[register.unit] : ''}`.trim();
    })
    .join(' and ');
  return `${values} on ${formatLongDate(submission.readOn)}`;
}

interface KeptReadingListProps {
  /** Null while the meters cannot be loaded: the list is then the account's. */
  meter: MeterPoint | null;
  /** This meter's readings kept on the device. */
  kept: readonly KeptReading[];
  /** This meter's readings the latest round sent from the device. */
  sent: readonly KeptReading[];
}

/**
 * The meter's readings kept on this device: each waiting to send, or refused when it arrived,
 * with what to do about it; and, once sent, a word that they have arrived.
 */
export function KeptReadingList({ meter, kept, sent }: KeptReadingListProps) {
  const headingId = `kept-readings-${meter?.id ?? 'account'}`;
  return (
    <>
      <LiveMessage politeness="polite" className={styles.sent}>
        {sent.length > 0 &&
          `Sent: your ${sent.length === 1 ? 'reading' : 'readings'} of ${sent
            .map((reading) => keptReadingWords(meter, reading))
            .join(', ')}, kept on this device, ${sent.length === 1 ? 'has' : 'have'} reached us.`}
      </LiveMessage>
      {kept.length > 0 && (
        <section className={styles.kept} aria-labelledby={headingId}>
          <h3 id={headingId} className={styles.heading}>
            Kept on this device
          </h3>
          <ul className={styles.list}>
            {kept.map((reading) => (
              <li
                key={reading.idempotencyKey}
                className={
                  reading.refusal === null ? styles.item : `${styles.item} ${styles.refused}`
                }
              >
                {reading.refusal === null ? (
                  <p>
                    <strong>Waiting to send:</strong>{' '}
                    {`${keptReadingWords(meter, reading)}. It goes to us as soon as you are back online.`}
                  </p>
                ) : (
                  <RefusedReading meter={meter} reading={reading} />
                )}
              </li>
            ))}
          </ul>
          {kept.some((reading) => reading.refusal === null) && (
            <div className={styles.notify}>
              <NotifyRefusalsButton />
            </div>
          )}
        </section>
      )}
    </>
  );
}

const forget = async (reading: KeptReading) =>
  (await import('./kept-readings')).forgetReading(reading);

function RefusedReading({ meter, reading }: { meter: MeterPoint | null; reading: KeptReading }) {
  // Gone from the list once forgotten; the device's storage failing says so here.
  const remove = useOneClickAction(forget, { onDone: () => undefined });
  return (
    <>
      <FormAlert message={remove.alert} />
      <p>
        <strong>Not taken:</strong> {`${keptReadingWords(meter, reading)}. ${reading.refusal}`}
      </p>
      <p>
        Check the meter and send the right reading with the form above, or call us on <PhoneLink />.
        Then remove this one.
      </p>
      <Button
        variant="secondary"
        size="small"
        loading={remove.working}
        onClick={() => remove.run(reading)}
        aria-label={`Remove the reading of ${keptReadingWords(meter, reading)}`}
      >
        Remove
      </Button>
    </>
  );
}
