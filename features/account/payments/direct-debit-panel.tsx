import { formatLongDate } from '@/lib/format-date';
import { formatPounds } from '@/lib/format-money';
import { ordinalDay } from '@/lib/gateway/contract/direct-debit-days';
import type { Payments } from '@/lib/gateway/contract/payments';
import { PhoneLink } from '@/lib/ui/phone-link';
import panels from '../screen/panels.module.css';
import styles from './payments-screen.module.css';

/** The Direct Debit as it stands: amount, day, next payment, the bank account (masked). */
export function DirectDebitPanel({ payments }: { payments: Payments }) {
  const { directDebit, latestChange } = payments;
  return (
    <section
      className={`${panels.panel} ${styles.directDebitSize}`}
      aria-labelledby="direct-debit-heading"
    >
      <h2 id="direct-debit-heading" className={panels.panelHeading}>
        Your Direct Debit
      </h2>
      {directDebit ? (
        <dl className={styles.details}>
          <dt>Monthly payment</dt>
          <dd className={styles.amount}>{formatPounds(directDebit.amountPence)}</dd>
          <dt>Payment day</dt>
          <dd>The {ordinalDay(directDebit.dayOfMonth)} of each month</dd>
          <dt>Next payment</dt>
          <dd>{formatLongDate(directDebit.nextPaymentDate)}</dd>
          <dt>Paid from</dt>
          <dd>
            {directDebit.accountHolder}
            {directDebit.bankName && `, ${directDebit.bankName}`}
          </dd>
          <dt>Sort code</dt>
          <dd>{directDebit.sortCodeMasked}</dd>
          <dt>Account number</dt>
          <dd>{directDebit.accountNumberMasked}</dd>
        </dl>
      ) : (
        <p>
          You do not pay by Direct Debit at the moment. To set one up, call us on <PhoneLink />,
          Monday to Friday 9am to 5pm.
        </p>
      )}
      {latestChange && (
        <div className={styles.change}>
          <p>{latestChange.summary}</p>
          {latestChange.reason && <p>Your reason: {latestChange.reason}</p>}
        </div>
      )}
    </section>
  );
}
