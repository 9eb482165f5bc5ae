import { useState } from 'react';
import { formatLongDate } from '@/lib/format-date';
import { formatPounds } from '@/lib/format-money';
import { LoadFailure } from '@/lib/ui/load-failure';
import { Pager } from '@/lib/ui/pager';
import panels from '../screen/panels.module.css';
import { PAYMENTS_PER_PAGE, usePaymentHistory } from './data/use-payment-history';

/** Every payment received on the account, newest first, a page at a time. */
export function PaymentHistorySection({ accountId }: { accountId: number }) {
  const [page, setPage] = useState(1);
  const { data, error, mutate, isLoading } = usePaymentHistory(accountId, page);
  const totalPages = Math.max(1, data?.totalPages ?? 1);

  return (
    <section className={panels.panel} aria-labelledby="payment-history-heading">
      <h2 id="payment-history-heading" className={panels.panelHeading}>
        Payment history
      </h2>
      {error && !data ? (
        <LoadFailure message={error.message} retry={() => void mutate()} />
      ) : (
        <table className={panels.table} aria-busy={isLoading || undefined}>
          <caption className={panels.caption}>
            Payments we have received, newest first
            {data && `: page ${data.page} of ${totalPages}`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Payment</th>
              <th scope="col" className={panels.number}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {data
              ? data.items.map((payment) => (
                  <tr key={payment.id}>
                    <td>{formatLongDate(payment.postedOn)}</td>
                    <td>{payment.description}</td>
                    <td className={panels.number}>{formatPounds(payment.amountPence)}</td>
                  </tr>
                ))
              : Array.from({ length: PAYMENTS_PER_PAGE }, (_, row) => (
                  <tr key={row} className={panels.placeholderRow} aria-hidden="true">
                    <td colSpan={3} />
                  </tr>
                ))}
          </tbody>
        </table>
      )}
      {data && data.totalItems === 0 && <p>We have not received any payments yet.</p>}
      <Pager
        label="Payment history pages"
        page={page}
        totalPages={totalPages}
        loading={!data}
        onPage={setPage}
      />
    </section>
  );
}
