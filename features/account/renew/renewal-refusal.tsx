import { Link } from '@/lib/ui/link';
import { useMemo } from 'react';
import { formatLongDate } from '@/lib/format-date';
import type { RenewalOverview } from '@/lib/gateway/contract/renewals';
import { londonToday } from '@/lib/iso-date';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import panels from '../screen/panels.module.css';
import { Refusal } from '../screen/account-screen';
import { Panel } from '../screen/panel';
import { ScreenData } from '../screen/screen-data';
import { PendingRenewal } from './pending-renewal';
import { RenewalFacts } from './renewal-facts';
import styles from './renew-screen.module.css';
import { useRenewalOverview } from './use-renewal';

interface RenewalRefusalProps {
  accountId: number;
  /** Why the permission model closed renew, should nothing more particular explain it. */
  reason: string;
  /** The page is renew?fixed-contract, for a customer on a variable tariff. */
  fixedContract: boolean;
}

/**
 * What renew shows a customer who may not renew now: the renewal they have under way, the day
 * offers open, or why not and where to go instead.
 */
export function RenewalRefusal({ accountId, reason, fixedContract }: RenewalRefusalProps) {
  const today = useMemo(() => londonToday(new Date()), []);
  return (
    <ScreenData
      query={useRenewalOverview(accountId)}
      placeholder={
        <LoadingPlaceholder
          className={`${panels.panel} ${styles.factsPlaceholder}`}
          label="Loading your renewal"
        />
      }
      failure={() => <Refusal reason={reason} />}
    >
      {(overview) => (
        <NotNow overview={overview} reason={reason} fixedContract={fixedContract} today={today} />
      )}
    </ScreenData>
  );
}

function NotNow({
  overview,
  reason,
  fixedContract,
  today,
}: Omit<RenewalRefusalProps, 'accountId'> & { overview: RenewalOverview; today: string }) {
  if (overview.pendingRenewal) {
    return <PendingRenewal renewal={overview.pendingRenewal} />;
  }
  if (overview.windowOpensOn && overview.windowOpensOn > today) {
    return (
      <div className={panels.screen}>
        <Panel heading={`Your renewal offers open on ${formatLongDate(overview.windowOpensOn)}`}>
          <p>
            Come back from then to choose your next tariff: we show you each one beside staying on
            our variable tariff, priced for your home.
          </p>
        </Panel>
        <RenewalFacts overview={overview} today={today} />
      </div>
    );
  }
  const onVariable = overview.priceHoldsUntil === null;
  const elsewhere =
    onVariable === fixedContract
      ? null
      : fixedContract
        ? { href: '/accounts/renew', words: 'See your renewal offers' }
        : { href: '/accounts/renew?fixed-contract', words: 'See our fixed tariffs' };
  return (
    <Refusal
      reason={
        <>
          {reason}
          {elsewhere && (
            <>
              {' '}
              <Link href={elsewhere.href}>{elsewhere.words}</Link>.
            </>
          )}
        </>
      }
    />
  );
}
