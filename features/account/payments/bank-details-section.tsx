import { useState } from 'react';
import { z } from 'zod';
import {
  BankAccountFields,
  DirectDebitGuarantee,
  SoleAuthoriserField,
} from '@/features/direct-debit';
import { randomToken } from '@/lib/client-id';
import { FormField } from '@/lib/forms/form-field';
import { SubmitButton } from '@/lib/forms/submit-button';
import { useGatewayForm } from '@/lib/forms/use-gateway-form';
import {
  directDebitMandate,
  type DirectDebit,
  type DirectDebitMandate,
  type Payments,
} from '@/lib/gateway/contract/payments';
import { createIdempotentAttempts } from '@/lib/gateway/idempotent-attempts';
import { Panel } from '../screen/panel';
import { PanelForm } from '../screen/panel-form';
import { BANK_DETAILS_HEADING } from './payments-placeholders';
import styles from './payments-screen.module.css';

/** The contract's new mandate as the form holds it: the sole-authoriser box is yes or no. */
export const bankDetailsForm = directDebitMandate.extend({
  soleAuthoriser: z.boolean().pipe(directDebitMandate.shape.soleAuthoriser),
});

const blankBankDetails = (accountHolderName: string) => ({
  accountHolderName,
  sortCode: '',
  accountNumber: '',
  soleAuthoriser: false,
  currentPassword: '',
});

interface BankDetailsSectionProps {
  accountId: number;
  directDebit: DirectDebit;
  onChanged: (payments: Payments) => void;
}

/**
 * A new bank account for the Direct Debit (a new mandate): checked by the gateway with the
 * sign-up's modulus check, sent once however often it is sent, with the Direct Debit Guarantee.
 */
export function BankDetailsSection({ accountId, directDebit, onChanged }: BankDetailsSectionProps) {
  const [changed, setChanged] = useState<string | null>(null);
  const [attempts] = useState(() =>
    createIdempotentAttempts(
      async (body: DirectDebitMandate, options) =>
        (await import('@/lib/gateway/payments')).replaceDirectDebitMandate(
          accountId,
          body,
          options,
        ),
      randomToken,
    ),
  );
  const { form, submit, alert } = useGatewayForm({
    schema: bankDetailsForm,
    defaultValues: blankBankDetails(directDebit.accountHolder),
    async send(values) {
      setChanged(null);
      const result = await attempts.send(values);
      onChanged(result);
      setChanged(
        `Thank you. We will collect your Direct Debit from the account ending ${values.accountNumber.slice(-2)} from your next payment.`,
      );
      // Bank numbers and the password are not kept on the page once they are sent.
      form.reset(blankBankDetails(values.accountHolderName));
    },
  });

  return (
    <Panel heading={BANK_DETAILS_HEADING} className={styles.bankDetailsSize}>
      <p>
        Your Direct Debit stays the same amount on the same day; only the account it is collected
        from changes. We check the details with UK banks&apos; rules before anything changes.
      </p>
      <PanelForm submit={submit} alert={alert} confirmation={changed} className={styles.form}>
        <BankAccountFields form={form} />
        <SoleAuthoriserField form={form} />
        <FormField
          form={form}
          name="currentPassword"
          label="Your password"
          hint="To keep your money safe, we ask for the password you log in with before we change where your Direct Debit comes from. We will email you to confirm the change."
          type="password"
          autoComplete="current-password"
        />
        <DirectDebitGuarantee />
        <SubmitButton form={form}>Change bank account</SubmitButton>
      </PanelForm>
    </Panel>
  );
}
