import type { CSSProperties } from 'react';
import { formatLongDate } from '@/lib/format-date';
import type { Agreement } from '@/lib/gateway/contract/account';
import type { AccountSummary } from '@/lib/gateway/contract/customer';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import { useAgreements } from './data/use-agreements';
import styles from './account-home.module.css';
import { SummaryCard } from './summary-card';
import cardStyles from './summary-card.module.css';

const FUEL_LABEL: Record<Agreement['fuel'], string> = { electricity: 'Electricity', gas: 'Gas' };

function term(agreement: Agreement): string {
  return agreement.pricingType === 'Fixed' && agreement.endDate
    ? `Fixed until ${formatLongDate(agreement.endDate)}`
    : 'Variable: your prices can change';
}

function CurrentTariffs({ agreements }: { agreements: Agreement[] }) {
  const current = agreements.filter((agreement) => agreement.status === 'current');
  if (current.length === 0) return <p>You have no tariff with us at the moment.</p>;
  return (
    <ul className={styles.tariffs}>
      {current.map((agreement) => (
        <li key={agreement.id}>
          <span className={styles.detail}>{FUEL_LABEL[agreement.fuel]}</span>
          <span className={styles.tariffName}>{agreement.tariffName}</span>
          <span className={styles.detail}>{term(agreement)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The account's current tariffs, a fuel each; its placeholder holds a tariff's place a fuel. */
export function TariffCard({ account }: { account: AccountSummary | null }) {
  const fuels = { '--fuels': account?.fuels.length ?? 1 } as CSSProperties;
  return (
    <SummaryCard
      title="Tariff"
      query={useAgreements(account?.id)}
      placeholder={
        <LoadingPlaceholder
          className={cardStyles.tariffPlaceholder}
          style={fuels}
          label="Loading your tariff"
        />
      }
    >
      {(agreements) => <CurrentTariffs agreements={agreements} />}
    </SummaryCard>
  );
}
