import { useState } from 'react';
import { formatLongDate } from '@/lib/format-date';
import { formatPounds } from '@/lib/format-money';
import type { TransactionPage } from '@/lib/gateway/contract/bills';
import { Pager } from '@/lib/ui/pager';
import { Panel } from '../screen/panel';
import panels from '../screen/panels.module.css';
import { ScreenData } from '../screen/screen-data';
import { PAYMENTS_PER_PAGE, usePaymentHistory } from './data/use-payment-history';

/** The table of a page of payments; with no page yet, a page's rows, empty, hold its place. */
function PaymentsTable({ page, busy }: { page?: TransactionPage; busy: boolean }) {
  return (
    <table className={panels.table} aria-busy={busy || undefined}>
      <caption className={panels.caption}>
        Payments we have received, newest first
        {page && `: page ${page.page} of ${Math.max(1, page.totalPages)}`}
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
        {page
          ? page.items.map((payment) => (
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
  );
}

/** Every payment received on the account, newest first, a page at a time. */
export function PaymentHistorySection({ accountId }: { accountId: number }) {
  const [page, setPage] = useState(1);
  const history = usePaymentHistory(accountId, page);
  return (
    <Panel heading="Payment history">
      <ScreenData query={history} placeholder={<PaymentsTable busy />}>
        {(shown) => (
          <>
            <PaymentsTable page={shown} busy={history.isLoading} />
            {shown.totalItems === 0 && <p>We have not received any payments yet.</p>}
          </>
        )}
      </ScreenData>
      <Pager
        label="Payment history pages"
        page={page}
        totalPages={Math.max(1, history.data?.totalPages ?? 1)}
        loading={!history.data}
        onPage={setPage}
      />
    </Panel>
  );
}
