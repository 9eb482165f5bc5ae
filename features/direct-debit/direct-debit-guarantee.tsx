import styles from './direct-debit-guarantee.module.css';

const COMPANY = 'So Energy';

/**
 * The Direct Debit Guarantee in the scheme's standard words, as every collector must show it
 * wherever a customer gives bank details (a sign-up, a new bank account on an account).
 */
export function DirectDebitGuarantee() {
  return (
    <section className={styles.guarantee} aria-labelledby="direct-debit-guarantee">
      <h3 id="direct-debit-guarantee">The Direct Debit Guarantee</h3>
      <ul>
        <li>
          This Guarantee is offered by all banks and building societies that accept instructions to
          pay Direct Debits.
        </li>
        <li>
          If there are any changes to the amount, date or frequency of your Direct Debit, {COMPANY}{' '}
          will notify you 10 working days in advance of your account being debited or as otherwise
          agreed. If you request {COMPANY} to collect a payment, confirmation of the amount and date
          will be given to you at the time of the request.
        </li>
        <li>
          If an error is made in the payment of your Direct Debit, by {COMPANY} or your bank or
          building society, you are entitled to a full and immediate refund of the amount paid from
          your bank or building society.
        </li>
        <li>
          If you receive a refund you are not entitled to, you must pay it back when {COMPANY} asks
          you to.
        </li>
        <li>
          You can cancel a Direct Debit at any time by simply contacting your bank or building
          society. Written confirmation may be required. Please also notify us.
        </li>
      </ul>
    </section>
  );
}
