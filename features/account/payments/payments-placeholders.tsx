import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import { Panel } from '../screen/panel';
import styles from './payments-screen.module.css';

/**
 * The headings of the panels that change the Direct Debit. They live here, not in the panels'
 * own modules, so the placeholders can name them without loading the forms' code.
 */
export const CHANGE_PAYMENT_HEADING = 'Change your payment amount or day';
export const BANK_DETAILS_HEADING = 'Change the bank account you pay from';

interface PlaceholderPanelProps {
  heading: string;
  label: string;
  /** The size class the panel it stands for has too, so the two are the same height. */
  size: string | undefined;
}

function PlaceholderPanel({ heading, label, size }: PlaceholderPanelProps) {
  return (
    <Panel heading={heading} busy className={size}>
      <LoadingPlaceholder className={styles.placeholder} label={label} />
    </Panel>
  );
}

export function ChangePaymentPlaceholder() {
  return (
    <PlaceholderPanel
      heading={CHANGE_PAYMENT_HEADING}
      label="Loading the form"
      size={styles.changePaymentSize}
    />
  );
}

export function BankDetailsPlaceholder() {
  return (
    <PlaceholderPanel
      heading={BANK_DETAILS_HEADING}
      label="Loading the form"
      size={styles.bankDetailsSize}
    />
  );
}

/**
 * A placeholder for each panel the Direct Debit brings, at its height for a typical customer,
 * so the payment history below stays where it is when the Direct Debit arrives.
 */
export function PaymentsPlaceholders() {
  return (
    <>
      <PlaceholderPanel
        heading="Your Direct Debit"
        label="Loading your Direct Debit"
        size={styles.directDebitSize}
      />
      <PlaceholderPanel
        heading="How we worked out your monthly payment"
        label="Loading how we worked out your payment"
        size={styles.forecastSize}
      />
      <ChangePaymentPlaceholder />
      <BankDetailsPlaceholder />
    </>
  );
}
