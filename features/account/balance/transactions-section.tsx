import { Link } from '@/lib/ui/link';
import { useState } from 'react';
import { CsvDownloadButton } from '@/lib/csv/csv-download-button';
import { formatLongDate } from '@/lib/format-date';
import type { AccountSummary } from '@/lib/gateway/contract/customer';
import { LoadFailure } from '@/lib/ui/load-failure';
import { Pager } from '@/lib/ui/pager';
import { TRANSACTIONS_PER_PAGE, useTransactions } from './data/use-transactions';
import { billPath } from './bill-path';
import { balanceInWords, signedPounds } from './money';
import panels from '../screen/panels.module.css';
import { transactionsCsv } from '@/lib/csv/transactions-csv';
import { allTransactions } from './transactions-csv';

/**
 * The account's bills, payments, refunds and credits, ten to a page, newest first, after any
 * refund still on its way to the bank.
 */
export function TransactionsSection({ account }: { account: AccountSummary }) {
  const [page, setPage] = useState(1);
  const { data, error, mutate, isLoading } = useTransactions(account.id, page);
  const totalPages = Math.max(1, data?.totalPages ?? 1);

  return (
    <section className={panels.panel} aria-labelledby="transactions-heading">
      <div className={panels.panelHeader}>
        <h2 id="transactions-heading" className={panels.panelHeading}>
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
        <table className={panels.table} aria-busy={isLoading || undefined}>
          <caption className={panels.caption}>
            Bills, payments, refunds and credits, newest first
            {data && `: page ${data.page} of ${totalPages}`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Description</th>
              <th scope="col" className={panels.number}>
                Amount
              </th>
              <th scope="col" className={panels.number}>
                Balance after
              </th>
            </tr>
          </thead>
          <tbody>
            {data?.page === 1 &&
              data.pendingRefunds.map((refund) => (
                <tr key={refund.requestedAt}>
                  <td>{formatLongDate(refund.requestedAt)}</td>
                  <td>{refund.description}</td>
                  <td className={panels.number}>{signedPounds(refund.amountPence)}</td>
                  <td className={panels.number}>Not yet taken</td>
                </tr>
              ))}
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
                    <td className={panels.number}>{signedPounds(transaction.amountPence)}</td>
                    <td className={panels.number}>{balanceInWords(transaction.balancePence)}</td>
                  </tr>
                ))
              : Array.from({ length: TRANSACTIONS_PER_PAGE }, (_, row) => (
                  <tr key={row} className={panels.placeholderRow} aria-hidden="true">
                    <td colSpan={4} />
                  </tr>
                ))}
          </tbody>
        </table>
      )}
      {data && data.totalItems === 0 && <p>You have no transactions yet.</p>}
      <Pager
        label="Transaction pages"
        page={page}
        totalPages={totalPages}
        loading={!data}
        onPage={setPage}
      />
    </section>
  );
}
