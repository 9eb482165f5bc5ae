import { useMemo } from 'react';
import type { AccountSummary } from '@/lib/gateway/contract/customer';
import { londonToday } from '@/lib/iso-date';
import { LoadFailure } from '@/lib/ui/load-failure';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import { useMinimumDisplay } from '@/lib/ui/use-minimum-display';
import panels from '../screen/panels.module.css';
import styles from './renew-screen.module.css';
import { RenewalFacts } from './renewal-facts';
import { RenewalOffers } from './renewal-offers';
import { useRenewalOffers, useRenewalOverview } from './use-renewal';

/** What the page shows instead to a customer who may not renew now. */
export { RenewalRefusal } from './renewal-refusal';

/**
 * Renew (/accounts/renew, and ?fixed-contract from a variable tariff): how long the price holds
 * and what doing nothing costs, then the fixed tariffs on offer, each beside staying on the
 * variable tariff, to choose one.
 */
export function RenewScreen({ account }: { account: AccountSummary }) {
  const today = useMemo(() => londonToday(new Date()), []);
  const overview = useRenewalOverview(account.id);
  const offers = useRenewalOffers(account.id);
  const failed = (overview.error && !overview.data) || (offers.error && !offers.data);
  const loadingOverview = useMinimumDisplay(!overview.data && !failed);
  const loadingOffers = useMinimumDisplay(!(overview.data && offers.data) && !failed);

  if (overview.error && !overview.data && !loadingOverview) {
    return <LoadFailure message={overview.error.message} retry={() => void overview.mutate()} />;
  }
  if (offers.error && !offers.data && !loadingOffers) {
    return <LoadFailure message={offers.error.message} retry={() => void offers.mutate()} />;
  }
  return (
    <div className={panels.screen}>
      {overview.data && !loadingOverview ? (
        <RenewalFacts overview={overview.data} today={today} />
      ) : (
        <LoadingPlaceholder
          className={`${panels.panel} ${styles.factsPlaceholder}`}
          label="Loading your tariff"
        />
      )}
      {overview.data && offers.data && !loadingOffers ? (
        <RenewalOffers
          accountId={account.id}
          offers={offers.data}
          variable={overview.data.variableTariff}
        />
      ) : (
        <LoadingPlaceholder className={styles.offersPlaceholder} label="Pricing your offers" />
      )}
    </div>
  );
}
