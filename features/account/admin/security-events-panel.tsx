import { formatDateTime } from '@/lib/format-date';
import type { StaffSecurityEvent } from '@/lib/gateway/contract/admin';
import { SECURITY_EVENTS_LIMIT } from '@/lib/gateway/contract/security-event-kinds';
import { Panel } from '../screen/panel';
import panels from '../screen/panels.module.css';
import { staffSecurityEventWords } from '../security-event-words';

/**
 * The customer's security event log as staff read it: their latest logins, wrong passwords,
 * pauses and changes, and staff looks, newest first, with the browser and the coarse network
 * each came from.
 */
export function SecurityEventsPanel({ events }: { events: readonly StaffSecurityEvent[] }) {
  return (
    <Panel heading="Security events">
      {events.length === 0 ? (
        <p>None recorded.</p>
      ) : (
        <table className={panels.table}>
          <caption className={panels.caption}>
            The customer’s latest {SECURITY_EVENTS_LIMIT}, newest first (for all their accounts)
          </caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">What</th>
              <th scope="col">Browser</th>
              <th scope="col">Network</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.id}>
                <td>
                  <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt)}</time>
                </td>
                <td>{staffSecurityEventWords(event)}</td>
                <td>{event.device ?? '—'}</td>
                <td>{event.network ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
