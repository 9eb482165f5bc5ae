import { formatLongDate } from '@/lib/format-date';
import { formatPounds } from '@/lib/format-money';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import { useBalance } from './data/use-balance';
import styles from './account-home.module.css';
import { SummaryCard } from './summary-card';
import cardStyles from './summary-card.module.css';

export function BalanceCard({ accountId }: { accountId: number | undefined }) {
  return (
    <SummaryCard
      title="Balance"
      query={useBalance(accountId)}
      placeholder={
        <LoadingPlaceholder
          className={cardStyles.balancePlaceholder}
          label="Loading your balance"
        />
      }
    >
      {(balance) => (
        <>
          <p className={styles.figure}>
            {formatPounds(Math.abs(balance.balancePence))}{' '}
            <span className={styles.figureNote}>
              {balance.balancePence >= 0 ? 'in credit' : 'to pay'}
            </span>
          </p>
          <p className={styles.detail}>On {formatLongDate(balance.asOf)}</p>
          {balance.nextDirectDebit && (
            <p className={styles.detail}>
              Next Direct Debit{' '}
              <span className={cardStyles.line}>
                {formatPounds(balance.nextDirectDebit.amountPence)} on{' '}
                {formatLongDate(balance.nextDirectDebit.date)}
              </span>
            </p>
          )}
        </>
      )}
    </SummaryCard>
  );
}
