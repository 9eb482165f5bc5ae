import { Link } from '@/lib/ui/link';
import { formatDateTime } from '@/lib/format-date';
import { STAFF_ACTIVITY_LIMIT } from '@/lib/gateway/contract/admin-limits';
import type { StaffActivity } from '@/lib/gateway/contract/admin';
import { Panel } from '../screen/panel';
import { adminHref } from './admin-href';
import { activityWords } from './admin-words';
import styles from './admin.module.css';
import { StaffFailure } from './staff-failure';
import { useStaffActivity } from './use-admin';

type Entry = StaffActivity['entries'][number];

/** A search opens its results again; a look, the account again (and each is recorded again). */
const entryHref = (entry: Entry) =>
  entry.action === 'search'
    ? adminHref({ query: entry.query })
    : adminHref({ account: entry.account?.id });

/** The staff member's own latest searches and looks, as the audit recorded them. */
export function StaffActivityPanel() {
  const { data, error, mutate } = useStaffActivity();
  return (
    <Panel heading="Your recent activity" busy={!data && !error}>
      <p>
        Every search you make and every account you open is recorded for audit, with your name and
        the time. Your latest {STAFF_ACTIVITY_LIMIT}, newest first:
      </p>
      {error && !data ? (
        <StaffFailure error={error} retry={() => void mutate()} />
      ) : !data ? (
        <div className={styles.activityPlaceholder} />
      ) : data.entries.length === 0 ? (
        <p>Nothing yet.</p>
      ) : (
        <ol className={styles.activity}>
          {data.entries.map((entry) => (
            <li key={entry.id}>
              <Link href={entryHref(entry)} shallow scroll={false}>
                {activityWords(entry)}
              </Link>
              <time dateTime={entry.at} className={styles.when}>
                {formatDateTime(entry.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
