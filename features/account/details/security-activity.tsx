import { formatDateTime } from '@/lib/format-date';
import { SECURITY_EVENTS_LIMIT } from '@/lib/gateway/contract/security-event-kinds';
import { LoadFailure } from '@/lib/ui/load-failure';
import { Panel } from '../screen/panel';
import { securityEventDevice, securityEventWords } from '../security-event-words';
import styles from './sessions-section.module.css';
import { useSecurityEvents } from './use-security-events';

export const SECURITY_EVENTS_LOAD_FAILED =
  'We could not load your recent security activity. Please try again.';

/**
 * The customer's security event log: logins, wrong passwords, pauses, and changes to the
 * password, email address and bank details, and each time our staff opened their account,
 * newest first, in words, with when and on which device.
 */
export function SecurityActivity() {
  const { data: events, error, mutate } = useSecurityEvents();
  return (
    <Panel heading="Recent security activity" busy={!events && !error}>
      <p>
        Your latest {SECURITY_EVENTS_LIMIT} logins, wrong passwords and changes to your password,
        email address and bank details, newest first. If you do not recognise one, change your
        password and contact us.
      </p>
      {events ? (
        events.length === 0 ? (
          <p>Nothing yet.</p>
        ) : (
          <ol className={styles.sessions}>
            {events.map((event) => {
              const device = securityEventDevice(event);
              return (
                <li key={event.id} className={styles.event}>
                  <p className={styles.eventWords}>{securityEventWords(event)}</p>
                  <p className={styles.times}>
                    <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt)}</time>
                    {device && `, ${device}`}
                  </p>
                </li>
              );
            })}
          </ol>
        )
      ) : error ? (
        <LoadFailure
          message={SECURITY_EVENTS_LOAD_FAILED}
          retry={() => void mutate()}
          className={styles.eventsPlaceholder}
        />
      ) : (
        <div className={styles.eventsPlaceholder} aria-hidden="true" />
      )}
    </Panel>
  );
}
