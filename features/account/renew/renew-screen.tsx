import { useMemo } from 'react';
import type { AccountSummary } from '@/lib/gateway/contract/customer';
import { londonToday } from '@/lib/iso-date';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import panels from '../screen/panels.module.css';
import { ScreenData } from '../screen/screen-data';
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
  const offers = useRenewalOffers(account.id);
  const offersPlaceholder = (
    <LoadingPlaceholder className={styles.offersPlaceholder} label="Pricing your offers" />
  );
  // The offers are priced while the facts load; they show once both have come.
  return (
    <ScreenData
      query={useRenewalOverview(account.id)}
      placeholder={
        <div className={panels.screen}>
          <LoadingPlaceholder
            className={`${panels.panel} ${styles.factsPlaceholder}`}
            label="Loading your tariff"
          />
          {offersPlaceholder}
        </div>
      }
    >
      {(overview) => (
        <div className={panels.screen}>
          <RenewalFacts overview={overview} today={today} />
          <ScreenData query={offers} placeholder={offersPlaceholder}>
            {(offered) => (
              <RenewalOffers
                accountId={account.id}
                offers={offered}
                variable={overview.variableTariff}
              />
            )}
          </ScreenData>
        </div>
      )}
    </ScreenData>
  );
}
