import { useEffect, useMemo, useRef, useState } from 'react';
import { formatLongDate } from '@/lib/format-date';
import { formatPounds } from '@/lib/format-money';
import { FormField } from '@/lib/forms/form-field';
import { SubmitButton } from '@/lib/forms/submit-button';
import { useGatewayForm } from '@/lib/forms/use-gateway-form';
import {
  DIRECT_DEBIT_DAYS,
  firstCollectionOn,
  ordinalDay,
} from '@/lib/gateway/contract/direct-debit-days';
import {
  MAX_CHANGE_REASON_LENGTH,
  type DirectDebit,
  type Payments,
} from '@/lib/gateway/contract/payments';
import { Button } from '@/lib/ui/button';
import { Select } from '@/lib/ui/select';
import { Textarea } from '@/lib/ui/textarea';
import { Panel } from '../screen/panel';
import { PanelForm } from '../screen/panel-form';
import {
  directDebitUpdateFrom,
  paymentChangeDefaults,
  paymentChangeSchema,
  poundsAmount,
  type PaymentChangeValues,
} from './payment-change-form';
import { CHANGE_PAYMENT_HEADING } from './payments-placeholders';
import styles from './payments-screen.module.css';
import { ShortfallWarning } from './shortfall-warning';

interface ChangePaymentSectionProps {
  accountId: number;
  payments: Payments & { directDebit: DirectDebit };
  /** The gateway's answer after a change: the Direct Debit as it now is. */
  onChanged: (payments: Payments) => void;
}

/**
 * Change the amount (within the gateway's range) or the day, then confirm: "Your Direct Debit
 * will be £X on the Nth from <date>". An amount below the recommendation is allowed, with how
 * far it would fall short over a year.
 */
export function ChangePaymentSection({
  accountId,
  payments,
  onChanged,
}: ChangePaymentSectionProps) {
  const { directDebit, forecast } = payments;
  const schema = useMemo(() => paymentChangeSchema(directDebit), [directDebit]);
  const [confirming, setConfirming] = useState<PaymentChangeValues | null>(null);
  const [changed, setChanged] = useState<string | null>(null);

  const { form, submit, alert } = useGatewayForm({
    schema,
    defaultValues: paymentChangeDefaults(directDebit),
    async send(values) {
      if (!confirming) {
        setChanged(null);
        setConfirming(values);
        return;
      }
      try {
        const result = await (
          await import('@/lib/gateway/payments')
        ).updateDirectDebit(accountId, directDebitUpdateFrom(values));
        onChanged(result);
        setChanged(result.latestChange?.summary ?? 'Your Direct Debit has been changed.');
        if (result.directDebit) form.reset(paymentChangeDefaults(result.directDebit));
      } finally {
        // After a failure the fields come back, as typed, with what went wrong.
        setConfirming(null);
      }
    },
  });

  const typed = poundsAmount.safeParse(form.watch('amount'));

  // Keyboard and screen reader users are taken to the question, and back to the amount.
  const question = useRef<HTMLParagraphElement>(null);
  const backToFields = useRef(false);
  useEffect(() => {
    if (confirming) question.current?.focus();
    else if (backToFields.current) form.setFocus('amount');
    backToFields.current = false;
  }, [confirming, form]);

  return (
    <Panel heading={CHANGE_PAYMENT_HEADING} className={styles.changePaymentSize}>
      <PanelForm submit={submit} alert={alert} confirmation={changed} className={styles.form}>
        {confirming ? (
          <>
            <p ref={question} tabIndex={-1} className={styles.change}>
              Your Direct Debit will be <strong>{formatPounds(confirming.amount)}</strong> on the{' '}
              <strong>{ordinalDay(confirming.dayOfMonth)}</strong> of each month from{' '}
              <strong>
                {formatLongDate(firstCollectionOn(forecast.from, confirming.dayOfMonth))}
              </strong>
              .
            </p>
            <ShortfallWarning forecast={forecast} amountPence={confirming.amount} />
            <div className={styles.actions}>
              <SubmitButton form={form}>Confirm</SubmitButton>
              <Button
                variant="secondary"
                disabled={form.formState.isSubmitting}
                onClick={() => {
                  backToFields.current = true;
                  setConfirming(null);
                }}
              >
                Go back and change it
              </Button>
            </div>
          </>
        ) : (
          <>
            <FormField
              form={form}
              name="amount"
              label="Monthly payment (£)"
              hint={`We recommend ${formatPounds(forecast.recommendedAmountPence)}. Any amount from £5 to £1,000.`}
              inputMode="decimal"
              autoComplete="off"
            />
            {typed.success && <ShortfallWarning forecast={forecast} amountPence={typed.data} />}
            <FormField
              form={form}
              name="dayOfMonth"
              as={Select}
              label="Payment day"
              hint="The day of each month we take your Direct Debit"
            >
              {DIRECT_DEBIT_DAYS.map((day) => (
                <option key={day} value={String(day)}>
                  {ordinalDay(day)}
                </option>
              ))}
            </FormField>
            <FormField
              form={form}
              name="reason"
              as={Textarea}
              label="Why are you changing it? (optional)"
              hint="For example, your payday has moved. We keep this with the change."
              characterLimit={MAX_CHANGE_REASON_LENGTH}
              length={form.watch('reason').length}
              rows={3}
            />
            <SubmitButton form={form}>Continue</SubmitButton>
          </>
        )}
      </PanelForm>
    </Panel>
  );
}
