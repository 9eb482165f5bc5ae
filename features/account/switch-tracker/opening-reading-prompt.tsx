import type { SwitchStage } from '@/lib/gateway/contract/switches';
import { PhoneLink } from '@/lib/ui/phone-link';
import { stageDates } from './stage-words';
import styles from './switch-tracker.module.css';

/**
 * In the week around the switch date: the readings that start the account, and where to send
 * them. Meter Readings opens only once the account is set up, so they are taken by phone.
 */
export function OpeningReadingPrompt({ window }: { window: SwitchStage }) {
  return (
    <div className={styles.prompt}>
      <h3 className={styles.promptHeading}>Time to send your opening meter readings</h3>
      <p>
        Please read your meters from {stageDates(window)} and call us on <PhoneLink /> with the
        readings. We start your account from them, so you pay only for the energy you use with us.
      </p>
    </div>
  );
}
