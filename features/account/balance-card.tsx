import { formatLongDate } from '@/lib/format-date';
import { formatPounds } from '@/lib/format-money';
import { useBalance } from './data/use-balance';
import styles from './account-home.module.css';
import { SummaryCard } from './summary-card';

export function BalanceCard({ accountId }: { accountId: number | undefined }) {
  const { data, error, mutate } = useBalance(accountId);
  return (
    <SummaryCard
      title="Balance"
      loading={!data && !error}
      error={error && { message: error.message, retry: () => void mutate() }}
    >
      {data && (
        <>
          <p className={styles.figure}>
            {formatPounds(Math.abs(data.balancePence))}{' '}
            <span className={styles.figureNote}>
              {data.balancePence >= 0 ? 'in credit' : 'to pay'}
            </span>
          </p>
          <p className={styles.detail}>On {formatLongDate(data.asOf)}</p>
          {data.nextDirectDebit && (
            <p className={styles.detail}>
              Next Direct Debit {formatPounds(data.nextDirectDebit.amountPence)} on{' '}
              {formatLongDate(data.nextDirectDebit.date)}
            </p>
          )}
        </>
      )}
    </SummaryCard>
  );
}
