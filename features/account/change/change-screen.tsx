import { useRouter } from 'next/router';
import { ACCOUNT_HOME_PATH, useSession } from '@/features/session';
import type { AccountSummary } from '@/lib/gateway/contract/customer';
import { Button } from '@/lib/ui/button';
import { VisuallyHidden } from '@/lib/ui/visually-hidden';
import { ACCOUNT_STATUS_LABEL, SUPPLY_FUEL_LABEL } from '../account-words';
import panels from '../screen/panels.module.css';
import styles from './change-screen.module.css';

const addressLines = ({ supplyAddress: { line1, line2, town, postcode } }: AccountSummary) =>
  [line1, line2, town, postcode].filter((line): line is string => Boolean(line));

/**
 * Change Account (/accounts/change): every account of the customer's, and the one being viewed.
 * Choosing another opens Account Home for it, as the rest of the account area then shows it.
 */
export function ChangeScreen() {
  const router = useRouter();
  const { accounts, selectedAccount, selectAccount } = useSession();

  function choose(accountId: number) {
    selectAccount(accountId);
    void router.push(ACCOUNT_HOME_PATH);
  }

  return (
    <div className={panels.screen}>
      <p className={styles.intro}>
        Choose the account you&apos;d like to see. You can switch back here at any time.
      </p>
      <ul className={styles.accounts}>
        {accounts.map((account) => {
          const viewing = account.id === selectedAccount?.id;
          const headingId = `account-${account.id}-heading`;
          return (
            <li key={account.id}>
              <article
                className={`${panels.panel} ${viewing ? styles.viewing : ''}`}
                aria-labelledby={headingId}
                aria-current={viewing || undefined}
              >
                <h2 id={headingId} className={panels.panelHeading}>
                  Account {account.number}
                </h2>
                <p className={styles.address}>
                  {addressLines(account).map((line, index) => (
                    <span key={index}>{line}</span>
                  ))}
                </p>
                <dl className={styles.facts}>
                  <div>
                    <dt>Energy</dt>
                    <dd>{SUPPLY_FUEL_LABEL[account.fuelType]}</dd>
                  </div>
                  <div>
                    <dt>Status</dt>
                    <dd>{ACCOUNT_STATUS_LABEL[account.status]}</dd>
                  </div>
                </dl>
                {viewing ? (
                  <p className={styles.viewingNote}>You&apos;re viewing this account</p>
                ) : (
                  <Button variant="secondary" onClick={() => choose(account.id)}>
                    View this account<VisuallyHidden> ({account.number})</VisuallyHidden>
                  </Button>
                )}
              </article>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
