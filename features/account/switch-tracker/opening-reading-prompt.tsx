import { sectionPath } from '@/features/session';
import type { SwitchStage } from '@/lib/gateway/contract/switches';
import { ButtonLink } from '@/lib/ui/button';
import { stageDates } from './stage-words';
import styles from './switch-tracker.module.css';

/** In the week around the switch date: the readings that start the account, and where to send them. */
export function OpeningReadingPrompt({ window }: { window: SwitchStage }) {
  return (
    <div className={styles.prompt}>
      <h3 className={styles.promptHeading}>Time to send your opening meter readings</h3>
      <p>
        Please read your meters and send us the readings from {stageDates(window)}. We start your
        account from them, so you pay only for the energy you use with us.
      </p>
      <ButtonLink href={sectionPath('readings')}>Send my readings</ButtonLink>
    </div>
  );
}
