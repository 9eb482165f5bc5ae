import type { StaffAccountView } from '@/lib/gateway/contract/admin';
import { Link } from '@/lib/ui/link';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import { ScreenData } from '../screen/screen-data';
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
  const view = useStaffAccountView(accountId === 'unreadable' ? null : accountId);
  return (
    <div className={styles.view}>
      <Link href={adminHref({ query })} shallow scroll={false} className={styles.back}>
        {query ? `Back to the results for “${query}”` : 'Find another customer'}
      </Link>
      {accountId === 'unreadable' ? (
        <p role="alert" className={styles.failure}>
          That link does not name an account. Search for the customer instead.
        </p>
      ) : (
        <ScreenData
          query={view}
          placeholder={
            <LoadingPlaceholder className={styles.viewPlaceholder} label="Loading the account" />
          }
          failure={(error, retry) => <StaffFailure error={error} retry={retry} />}
        >
          {(data) => <AccountView view={data} query={query} takeFocus={takeFocus} />}
        </ScreenData>
      )}
    </div>
  );
}

function AccountView({
  view,
  query,
  takeFocus,
}: Omit<StaffAccountProps, 'accountId'> & { view: StaffAccountView }) {
  const heading = useTakeFocus<HTMLHeadingElement>(takeFocus);
  return (
    <>
      <header className={styles.viewHeader}>
        <h2 ref={heading} tabIndex={-1} className={styles.customerName}>
          {customerName(view.customer)}
        </h2>
        <p className={styles.readOnly}>
          <strong>Read only.</strong> You can see account {view.account.number} as it is, but not
          change it here. Opening it was recorded for audit, and in the customer’s security
          activity.
        </p>
      </header>
      <CustomerPanel customer={view.customer} />
      <AccountPanel account={view.account} otherAccounts={view.otherAccounts} query={query} />
      <TariffsPanel agreements={view.agreements} />
      <BalancePanel balance={view.balance} />
      <LatestReadingsPanel readings={view.latestReadings} />
      <RenewalAndMovePanel pendingRenewal={view.pendingRenewal} moveOut={view.moveOut} />
      <AccountFlagsPanel state={view.state} />
      <SecurityEventsPanel events={view.securityEvents} />
    </>
  );
}
