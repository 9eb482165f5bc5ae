import { Link } from '@/lib/ui/link';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import { useMinimumDisplay } from '@/lib/ui/use-minimum-display';
import { adminHref } from './admin-href';
import { AccountFlagsPanel, AccountPanel, CustomerPanel, customerName } from './customer-panels';
import styles from './admin.module.css';
import { SecurityEventsPanel } from './security-events-panel';
import { StaffFailure } from './staff-failure';
import {
  BalancePanel,
  LatestReadingsPanel,
  RenewalAndMovePanel,
  TariffsPanel,
} from './supply-panels';
import { useStaffAccountView } from './use-admin';
import { useTakeFocus } from './use-take-focus';

interface StaffAccountProps {
  /** The account's id, from the address; 'unreadable' when the address names none. */
  accountId: number | 'unreadable';
  /** The search it was found by, for the way back to its results. */
  query: string | null;
  /** Reached by a link or Back: the view takes focus once shown. */
  takeFocus: boolean;
}

/** One customer's account, read-only, as the staff view gives it; opening it is audited. */
export function StaffAccount({ accountId, query, takeFocus }: StaffAccountProps) {
  const { data, error, mutate } = useStaffAccountView(
    accountId === 'unreadable' ? null : accountId,
  );
  const loading = useMinimumDisplay(accountId !== 'unreadable' && !data && !error);
  const heading = useTakeFocus<HTMLHeadingElement>(takeFocus && data !== undefined && !loading);
  const back = (
    <Link href={adminHref({ query })} shallow scroll={false} className={styles.back}>
      {query ? `Back to the results for “${query}”` : 'Find another customer'}
    </Link>
  );

  if (accountId === 'unreadable') {
    return (
      <div className={styles.view}>
        {back}
        <p role="alert" className={styles.failure}>
          That link does not name an account. Search for the customer instead.
        </p>
      </div>
    );
  }
  if (error && !data && !loading) {
    return (
      <div className={styles.view}>
        {back}
        <StaffFailure error={error} retry={() => void mutate()} />
      </div>
    );
  }
  if (loading || !data) {
    return (
      <div className={styles.view}>
        {back}
        <LoadingPlaceholder className={styles.viewPlaceholder} label="Loading the account" />
      </div>
    );
  }
  return (
    <div className={styles.view}>
      {back}
      <header className={styles.viewHeader}>
        <h2 ref={heading} tabIndex={-1} className={styles.customerName}>
          {customerName(data.customer)}
        </h2>
        <p className={styles.readOnly}>
          <strong>Read only.</strong> You can see account {data.account.number} as it is, but not
          change it here. Opening it was recorded for audit, and in the customer’s security
          activity.
        </p>
      </header>
      <CustomerPanel customer={data.customer} />
      <AccountPanel account={data.account} otherAccounts={data.otherAccounts} query={query} />
      <TariffsPanel agreements={data.agreements} />
      <BalancePanel balance={data.balance} />
      <LatestReadingsPanel readings={data.latestReadings} />
      <RenewalAndMovePanel pendingRenewal={data.pendingRenewal} moveOut={data.moveOut} />
      <AccountFlagsPanel state={data.state} />
      <SecurityEventsPanel events={data.securityEvents} />
    </div>
  );
}
