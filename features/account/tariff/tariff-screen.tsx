import { useMemo } from 'react';
import type { AccountSummary } from '@/lib/gateway/contract/customer';
import { londonToday } from '@/lib/iso-date';
import { useAgreements } from '../data/use-agreements';
import panels from '../screen/panels.module.css';
import { FuelPlaceholders, ScreenData } from '../screen/screen-data';
import { FuelTariffSection } from './fuel-tariff-section';
import { agreementsByFuel } from './tariff-facts';
import { TariffLabelSection } from './tariff-label-section';
import styles from './tariff-screen.module.css';

/** Tariff Details (/accounts/tariff-information): each fuel's tariff, and the label of them. */
export function TariffScreen({ account }: { account: AccountSummary }) {
  const today = useMemo(() => londonToday(new Date()), []);

  return (
    <ScreenData
      query={useAgreements(account.id)}
      placeholder={
        <FuelPlaceholders
          account={account}
          className={styles.placeholder}
          label="Loading your tariff"
        />
      }
    >
      {(agreements) => {
        const fuels = agreementsByFuel(agreements);
        if (fuels.length === 0) {
          return <p>You have no tariff with us at the moment.</p>;
        }
        return (
          <div className={panels.screen}>
            {fuels.map(({ fuel, current, next }) => (
              <FuelTariffSection
                key={fuel}
                fuel={fuel}
                current={current}
                next={next}
                today={today}
              />
            ))}
            <TariffLabelSection accountId={account.id} agreements={agreements} />
          </div>
        );
      }}
    </ScreenData>
  );
}
