import { useMemo } from 'react';
import type { AccountSummary } from '@/lib/gateway/contract/customer';
import { londonToday } from '@/lib/iso-date';
import { LoadFailure } from '@/lib/ui/load-failure';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import { useMinimumDisplay } from '@/lib/ui/use-minimum-display';
import { useAgreements } from '../api/use-agreements';
import panels from '../screen/panels.module.css';
import { FuelTariffSection } from './fuel-tariff-section';
import { agreementsByFuel } from './tariff-facts';
import { TariffLabelSection } from './tariff-label-section';
import styles from './tariff-screen.module.css';

/** Tariff Details (/accounts/tariff-information): each fuel's tariff, and the label of them. */
export function TariffScreen({ account }: { account: AccountSummary }) {
  const today = useMemo(() => londonToday(new Date()), []);
  const { data, error, mutate } = useAgreements(account.id);
  const loading = useMinimumDisplay(!data && !error);

  if (error && !data && !loading) {
    return <LoadFailure message={error.message} retry={() => void mutate()} />;
  }
  if (loading || !data) {
    return (
      <div className={panels.screen}>
        {account.fuels.map((fuel) => (
          <LoadingPlaceholder
            key={fuel}
            className={`${panels.panel} ${styles.placeholder}`}
            label="Loading your tariff"
          />
        ))}
      </div>
    );
  }
  const fuels = agreementsByFuel(data);
  if (fuels.length === 0) {
    return <p>You have no tariff with us at the moment.</p>;
  }
  return (
    <div className={panels.screen}>
      {fuels.map(({ fuel, current, next }) => (
        <FuelTariffSection key={fuel} fuel={fuel} current={current} next={next} today={today} />
      ))}
      <TariffLabelSection accountId={account.id} agreements={data} />
    </div>
  );
}
