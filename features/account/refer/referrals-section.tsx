import type { Referral, Referrals } from '@/lib/gateway/contract/referrals';
import { formatLongDate } from '@/lib/format-date';
import { formatPounds } from '@/lib/format-money';
import { Panel, PanelPlaceholder } from '../screen/panel';
import panels from '../screen/panels.module.css';
import styles from './refer-screen.module.css';

const STATUS_LABEL: Record<Referral['status'], string> = {
  Pending: 'Switching',
  Completed: 'Switched',
};

const HEADING = "Friends you've referred";

/** The friends' panel, its place held while they are on their way. */
export function ReferralsPlaceholder() {
  return (
    <PanelPlaceholder
      heading={HEADING}
      label="Loading your referrals"
      className={`${styles.placeholder} ${styles.referralsPlaceholder}`}
    />
  );
}

/** The friends who used the customer's link, where each one's switch is, and the credit earned. */
export function ReferralsSection({ referrals }: { referrals: Referrals }) {
  return (
    <Panel heading={HEADING}>
      {referrals.referrals.length === 0 ? (
        <p>
          You haven&apos;t referred anyone yet. When a friend gets a quote with your link,
          you&apos;ll see them here.
        </p>
      ) : (
        <>
          <dl className={styles.totals}>
            <div>
              <dt>Friends referred</dt>
              <dd>{referrals.count}</dd>
            </div>
            <div>
              <dt>Credit earned</dt>
              <dd>{formatPounds(referrals.creditEarnedPence)}</dd>
            </div>
          </dl>
          <table className={panels.table}>
            <caption className={panels.caption}>Friends who used your link, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Friend</th>
                <th scope="col">Referred on</th>
                <th scope="col">Status</th>
                <th scope="col" className={panels.number}>
                  Credit
                </th>
              </tr>
            </thead>
            <tbody>
              {referrals.referrals.map((referral) => (
                <tr key={referral.id}>
                  <th scope="row">{referral.friendFirstName}</th>
                  <td>
                    <time dateTime={referral.referredOn}>
                      {formatLongDate(referral.referredOn)}
                    </time>
                  </td>
                  <td>{STATUS_LABEL[referral.status]}</td>
                  <td className={panels.number}>
                    {referral.status === 'Completed'
                      ? formatPounds(referral.creditPence)
                      : 'Not yet'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Panel>
  );
}
