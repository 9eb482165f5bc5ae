import { Link } from '@/lib/ui/link';
import { access, sectionPath, usePermissionContext, useSession } from '@/features/session';
import { ButtonLink } from '@/lib/ui/button';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import { allowedTiles } from './home-tiles';
import { SUPPLY_FUEL_LABEL } from './account-words';
import styles from './account-home.module.css';
import { BalanceCard } from './balance-card';
import { ScreenData } from './screen/screen-data';
import { SwitchTracker } from './switch-tracker/switch-tracker';
import { TariffCard } from './tariff-card';

/** Account Home (/accounts): who is signed in, the selected account at a glance, and the way on. */
export function AccountHome() {
  const session = useSession();
  const permissions = usePermissionContext();
  const { customer, selectedAccount: account, userStatusPhase } = session;
  // The sections a customer may use wait for the account's status, which may fail.
  const tiles = {
    data: userStatusPhase === 'ready' ? allowedTiles(permissions) : undefined,
    error:
      userStatusPhase === 'failed'
        ? { message: session.userStatusError ?? 'We could not load your account.' }
        : undefined,
    mutate: session.reloadUserStatus,
  };

  return (
    <div className={styles.home}>
      <h1 className={styles.heading}>
        {customer ? `Hello, ${customer.firstName}` : 'Your account'}
      </h1>

      <p className={styles.account} aria-busy={!account || undefined}>
        {account && (
          <>
            <span>
              Account number <strong>{account.number}</strong>
            </span>
            <span className={styles.detail}>
              {SUPPLY_FUEL_LABEL[account.fuelType]} at {account.supplyAddress.line1},{' '}
              {account.supplyAddress.postcode}
            </span>
          </>
        )}
      </p>

      <div className={styles.cards}>
        <BalanceCard accountId={account?.id} />
        <TariffCard account={account} />
      </div>

      {access('admin', permissions).allowed && (
        <ButtonLink href={sectionPath('admin')} variant="secondary">
          Admin
        </ButtonLink>
      )}

      <nav aria-label="Your account" className={styles.sections}>
        <h2 className={styles.subheading}>Manage your account</h2>
        <ScreenData
          query={tiles}
          placeholder={
            <LoadingPlaceholder
              className={styles.sectionsPlaceholder}
              label="Loading your account"
            />
          }
        >
          {(allowed) => (
            <ul className={styles.sectionList}>
              {allowed.map((tile) => (
                <li key={tile.section}>
                  <Link href={tile.href} className={styles.sectionLink}>
                    <span className={styles.sectionName}>{tile.name}</span>
                    <span className={styles.detail}>{tile.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </ScreenData>
      </nav>

      {/* Last, so that appearing once the account's status is known moves nothing on the page. */}
      <SwitchTracker
        accountId={account?.id}
        settingUp={userStatusPhase === 'ready' && !permissions.userStatus.accountUnlocked}
      />
    </div>
  );
}
