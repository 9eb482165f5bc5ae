import Head from 'next/head';
import { Link } from '@/lib/ui/link';
import type { ReactNode } from 'react';
import { access, ACCOUNT_HOME_PATH, usePermissionContext, useSession } from '@/features/session';
import type { AccountSection } from '@/features/session';
import { sectionEntry } from '@/lib/gateway/contract/account-sections';
import type { AccountSummary } from '@/lib/gateway/contract/customer';
import { LoadFailure } from '@/lib/ui/load-failure';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import { useMinimumDisplay } from '@/lib/ui/use-minimum-display';
import { PhoneLink } from '@/lib/ui/phone-link';
import styles from './account-screen.module.css';

interface AccountScreenProps {
  /** Null while the route does not yet say which (renew or renew?fixed-contract). */
  section: AccountSection | null;
  /** The heading; by default the section's title (lib/gateway/contract/account-sections.ts). */
  title?: string;
  /** The screen itself, for the selected account, once the customer may use it. */
  children: (account: AccountSummary) => ReactNode;
  /** What a customer who may not use the screen sees instead; by default, why not. */
  refusal?: (account: AccountSummary, reason: string) => ReactNode;
}

/** Why the customer may not use a screen, and where to go instead. */
export function Refusal({ reason }: { reason: ReactNode }) {
  return (
    <section className={styles.refusal} aria-labelledby="refusal-heading">
      <h2 id="refusal-heading" className={styles.refusalHeading}>
        This is not available for your account
      </h2>
      <p>{reason}</p>
      <p>
        You can call us on <PhoneLink />, Monday to Friday 9am to 5pm, or go{' '}
        <Link href={ACCOUNT_HOME_PATH}>back to your account</Link>.
      </p>
    </section>
  );
}

/**
 * The frame of every account screen: its title, the account it shows, and SPEC §5's rule for
 * the section. A customer who may not use the screen is told why (never a 404); while the
 * account's status loads, the frame holds the screen's place.
 */
export function AccountScreen({ section, children, refusal, ...props }: AccountScreenProps) {
  const title = props.title ?? (section ? sectionEntry(section).title : '');
  const session = useSession();
  const permissions = usePermissionContext();
  const { selectedAccount: account, userStatusPhase } = session;
  const verdict =
    userStatusPhase === 'ready' && section !== null ? access(section, permissions) : null;
  const loading = useMinimumDisplay(userStatusPhase !== 'failed' && (!verdict || !account));

  return (
    <div className={styles.screen}>
      <Head>
        <title>{`${title} | So Energy`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Link href={ACCOUNT_HOME_PATH} className={styles.back}>
        Back to your account
      </Link>
      <header className={styles.header}>
        <h1 className={styles.heading}>{title}</h1>
        <p className={styles.account} aria-busy={!account || undefined}>
          {account && (
            <>
              Account <strong>{account.number}</strong>, {account.supplyAddress.line1},{' '}
              {account.supplyAddress.postcode}
            </>
          )}
        </p>
      </header>

      {userStatusPhase === 'failed' && !loading ? (
        <LoadFailure
          message={session.userStatusError ?? 'We could not load your account.'}
          retry={session.reloadUserStatus}
        />
      ) : loading || !verdict || !account ? (
        <LoadingPlaceholder className={styles.placeholder} label="Loading your account" />
      ) : verdict.allowed ? (
        children(account)
      ) : refusal ? (
        refusal(account, verdict.reason)
      ) : (
        <Refusal reason={verdict.reason} />
      )}
    </div>
  );
}
