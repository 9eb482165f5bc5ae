import { formatLongDate } from '@/lib/format-date';
import type { Agreement } from '@/lib/gateway/contract/account';
import { useAgreements } from './data/use-agreements';
import styles from './account-home.module.css';
import { SummaryCard } from './summary-card';

const FUEL_LABEL: Record<Agreement['fuel'], string> = { electricity: 'Electricity', gas: 'Gas' };

function term(agreement: Agreement): string {
  return agreement.pricingType === 'Fixed' && agreement.endDate
    ? `Fixed until ${formatLongDate(agreement.endDate)}`
    : 'Variable: your prices can change';
}

export function TariffCard({ accountId }: { accountId: number | undefined }) {
  const { data, error, mutate } = useAgreements(accountId);
  const current = data?.filter((agreement) => agreement.status === 'current') ?? [];
  return (
    <SummaryCard
      title="Tariff"
      loading={!data && !error}
      error={error && { message: error.message, retry: () => void mutate() }}
    >
      {data && current.length === 0 && <p>You have no tariff with us at the moment.</p>}
      {current.length > 0 && (
        <ul className={styles.tariffs}>
          {current.map((agreement) => (
            <li key={agreement.id}>
              <span className={styles.detail}>{FUEL_LABEL[agreement.fuel]}</span>
              <span className={styles.tariffName}>{agreement.tariffName}</span>
              <span className={styles.detail}>{term(agreement)}</span>
            </li>
          ))}
        </ul>
      )}
    </SummaryCard>
  );
}
