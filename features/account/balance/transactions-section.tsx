import Link from 'next/link';
import { useState } from 'react';
import { CsvDownloadButton } from '@/lib/csv/csv-download-button';
import { formatLongDate } from '@/lib/format-date';
import type { AccountSummary } from '@/lib/gateway/contract/customer';
import { Button } from '@/lib/ui/button';
import { LoadFailure } from '@/lib/ui/load-failure';
import { TRANSACTIONS_PER_PAGE, useTransactions } from './api/use-transactions';
import { billPath } from './bill-path';
import { balanceInWords, signedPounds } from './money';
import panel from '../screen/panel.module.css';
import styles from './balance-screen.module.css';
import { allTransactions, transactionsCsv } from './transactions-csv';

/** The account's bills, payments, refunds and credits, ten to a page, newest first. */
export function TransactionsSection({ account }: { account: AccountSummary }) {
  const [page, setPage] = useState(1);
  const { data, error, mutate, isLoading } = useTransactions(account.id, page);
  const totalPages = Math.max(1, data?.totalPages ?? 1);

  return (
    <section className={panel.panel} aria-labelledby="transactions-heading">
      <div className={panel.panelHeader}>
        <h2 id="transactions-heading" className={panel.panelHeading}>
          Transactions
        </h2>
        <CsvDownloadButton
          filename={`so-energy-${account.number}-transactions.csv`}
          csv={async () => transactionsCsv(await allTransactions(account.id))}
        >
          Download all (CSV)
        </CsvDownloadButton>
      </div>
      {error && !data ? (
        <LoadFailure message={error.message} retry={() => void mutate()} />
      ) : (
        <table className={panel.table} aria-busy={isLoading || undefined}>
          <caption className={panel.caption}>
            Bills, payments, refunds and credits, newest first
            {data && `: page ${data.page} of ${totalPages}`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Description</th>
              <th scope="col" className={panel.number}>
                Amount
              </th>
              <th scope="col" className={panel.number}>
                Balance after
              </th>
            </tr>
          </thead>
          <tbody>
            {data
              ? data.items.map((transaction) => (
                  <tr key={transaction.id}>
                    <td>{formatLongDate(transaction.postedOn)}</td>
                    <td>
                      {transaction.billId === null ? (
                        transaction.description
                      ) : (
                        <Link href={billPath(transaction.billId)}>{transaction.description}</Link>
                      )}
                    </td>
                    <td className={panel.number}>{signedPounds(transaction.amountPence)}</td>
                    <td className={panel.number}>{balanceInWords(transaction.balancePence)}</td>
                  </tr>
                ))
              : Array.from({ length: TRANSACTIONS_PER_PAGE }, (_, row) => (
                  <tr key={row} className={panel.placeholderRow} aria-hidden="true">
                    <td colSpan={4} />
                  </tr>
                ))}
          </tbody>
        </table>
      )}
      {data && data.totalItems === 0 && <p>You have no transactions yet.</p>}
      <nav className={styles.pager} aria-label="Transaction pages">
        <Button
          variant="secondary"
          size="small"
          disabled={page <= 1}
          onClick={() => setPage((current) => current - 1)}
        >
          Newer
        </Button>
        <span aria-live="polite">
          Page {page} of {totalPages}
        </span>
        <Button
          variant="secondary"
          size="small"
          disabled={!data || page >= totalPages}
          onClick={() => setPage((current) => current + 1)}
        >
          Older
        </Button>
      </nav>
    </section>
  );
}
