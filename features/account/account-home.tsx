import Link from 'next/link';
import { useContext } from 'react';
import { NavigationSessionContext, type FeatureFlags } from '@/features/navigation';
import { useSession } from '@/features/session';
import { ButtonLink } from '@/lib/ui/button';
import { visibleAccountSections } from './account-sections';
import styles from './account-home.module.css';
import { BalanceCard } from './balance-card';
import { LoadFailure } from '@/lib/ui/load-failure';
import { TariffCard } from './tariff-card';

const FUEL_TYPE_LABEL = { Electricity: 'Electricity', ElecAndGas: 'Gas & electricity', Gas: 'Gas' };

/** Account Home (/accounts): who is signed in, the selected account at a glance, and the way on. */
export function AccountHome({ featureFlags }: { featureFlags: FeatureFlags }) {
  const session = useSession();
  const navigation = useContext(NavigationSessionContext);
  const { customer, selectedAccount: account, userStatusPhase } = session;
  const statusKnown = userStatusPhase === 'ready';

  return (
    <div className={styles.home}>
      <h1 className={styles.heading}>
        {customer ? `Hello, ${customer.firstName}` : 'Your account'}
      </h1>

      {userStatusPhase === 'failed' && (
        <LoadFailure
          message={session.userStatusError ?? 'We could not load your account.'}
          retry={session.reloadUserStatus}
        />
      )}

      <p className={styles.account} aria-busy={!account || undefined}>
        {account && (
          <>
            <span>
              Account number <strong>{account.number}</strong>
            </span>
            <span className={styles.detail}>
              {FUEL_TYPE_LABEL[account.fuelType]} at {account.supplyAddress.line1},{' '}
              {account.supplyAddress.postcode}
            </span>
          </>
        )}
      </p>

      <div className={styles.cards}>
        <BalanceCard accountId={account?.id} />
        <TariffCard accountId={account?.id} />
      </div>

      {navigation.userStatus.admin && (
        <ButtonLink href="/accounts/admin" variant="secondary">
          Admin
        </ButtonLink>
      )}

      <nav aria-label="Your account" className={styles.sections}>
        <h2 className={styles.subheading}>Manage your account</h2>
        {statusKnown && (
          <ul className={styles.sectionList}>
            {visibleAccountSections(navigation, featureFlags).map((section) => (
              <li key={section.href}>
                <Link href={section.href} className={styles.sectionLink}>
                  <span className={styles.sectionName}>{section.name}</span>
                  <span className={styles.detail}>{section.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </nav>
    </div>
  );
}
