import { Link } from '@/lib/ui/link';
import { useMemo } from 'react';
import { access, usePermissionContext } from '@/features/session';
import { formatLongDate } from '@/lib/format-date';
import type { AccountSummary } from '@/lib/gateway/contract/customer';
import type { MoveOut } from '@/lib/gateway/contract/move-out';
import { londonToday } from '@/lib/iso-date';
import { PhoneLink } from '@/lib/ui/phone-link';
import { Panel } from '../screen/panel';
import panels from '../screen/panels.module.css';
import { ScreenData } from '../screen/screen-data';
import { moveOutSteps, STEP_STATE_WORDS } from './move-out-steps';
import styles from './moving.module.css';
import { NewHomeQuote } from './new-home-quote';
import { MoveLoading } from './move-loading';
import { useMoveOut } from './use-move-out';

/** The reminder to read the meters on the day, and where to send the readings. */
function FinalReadingReminder({ moveOut }: { moveOut: MoveOut }) {
  const canSendOnline = access('readings', usePermissionContext()).allowed;
  return (
    <Panel heading="Your final meter reading">
      <p>
        On {formatLongDate(moveOut.progress.finalReading.dueOn)}, read every meter and send us the
        readings: your final bill then charges exactly what you used, and the next people in your
        home start from the right figures.
      </p>
      <p>
        {canSendOnline ? (
          <Link href="/accounts/readings">Send your readings on Meter Readings</Link>
        ) : (
          <>
            Call us on <PhoneLink /> with your readings, Monday to Friday 9am to 5pm.
          </>
        )}
      </p>
    </Panel>
  );
}

/** Moving Home (/accounts/move-out/status): each step of the move and where it stands. */
export function MoveOutStatusScreen({ account }: { account: AccountSummary }) {
  const today = useMemo(() => londonToday(new Date()), []);
  return (
    <ScreenData query={useMoveOut(account.id)} placeholder={<MoveLoading />}>
      {(recorded) =>
        recorded ? (
          <YourMove moveOut={recorded} today={today} />
        ) : (
          <p>You have not told us you are moving out of this home.</p>
        )
      }
    </ScreenData>
  );
}

/** The steps of the move and where each stands, the final reading due, and a quote for the next home. */
function YourMove({ moveOut, today }: { moveOut: MoveOut; today: string }) {
  return (
    <div className={panels.screen}>
      <Panel heading="Your move">
        <ol className={styles.steps}>
          {moveOutSteps(moveOut, today).map((step) => (
            <li key={step.title} className={styles.step}>
              <span className={`${styles.state} ${styles[step.state]}`}>
                {STEP_STATE_WORDS[step.state]}
              </span>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p>{step.words}</p>
            </li>
          ))}
        </ol>
      </Panel>
      {!moveOut.progress.finalReading.receivedOn && <FinalReadingReminder moveOut={moveOut} />}
      <NewHomeQuote postcode={moveOut.forwardingAddress.postcode} />
    </div>
  );
}
