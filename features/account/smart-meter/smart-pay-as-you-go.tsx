import { LoadFailure } from '@/lib/ui/load-failure';
import { PhoneLink } from '@/lib/ui/phone-link';
import { Panel } from '../screen/panel';
import { dayWords } from './slot-words';
import styles from './smart-meter.module.css';
import { useSmartPayAsYouGo } from './use-smart-meter';

interface SmartPayAsYouGoProps {
  accountId: number;
  accountNumber: string;
  /** The day a smart meter is booked to be fitted, when it is not fitted yet. */
  fittingOn?: string;
}

/**
 * Whether the account could pay for its energy as it goes on a smart meter, and why not: shown
 * once a smart meter is fitted or booked, when it becomes a real choice.
 */
export function SmartPayAsYouGo({ accountId, accountNumber, fittingOn }: SmartPayAsYouGoProps) {
  const { data, error, mutate } = useSmartPayAsYouGo(accountId, accountNumber);
  return (
    <Panel heading="Smart Pay As You Go" busy={!data && !error}>
      {error && !data ? (
        <LoadFailure
          message="We could not check whether you can switch to Smart Pay As You Go."
          retry={() => void mutate()}
        />
      ) : !data ? (
        <div className={styles.paygPlaceholder} />
      ) : data.eligible ? (
        <p>
          You can switch to Smart Pay As You Go: you top up online, in our app or at a shop, and
          your in-home display shows how much credit you have left. To switch, call us on{' '}
          <PhoneLink />.
        </p>
      ) : (
        <>
          <p>You cannot switch to Smart Pay As You Go yet:</p>
          <ul className={styles.list}>
            {data.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          {fittingOn && (
            <p>
              Your smart meter is booked for {dayWords(fittingOn)}: once it is fitted, look here
              again.
            </p>
          )}
        </>
      )}
    </Panel>
  );
}
