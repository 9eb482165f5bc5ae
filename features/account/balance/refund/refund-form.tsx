import { useState } from 'react';
import { randomToken } from '@/lib/client-id';
import { formatPounds } from '@/lib/format-money';
import { FormField } from '@/lib/forms/form-field';
import { failureMessage, gatewayFieldErrors } from '@/lib/forms/send-failure';
import { SubmitButton } from '@/lib/forms/submit-button';
import { useGatewayForm } from '@/lib/forms/use-gateway-form';
import { REFUND_WORKING_DAYS } from '@/lib/gateway/contract/refund-days';
import type { RefundRequest, RefundRequested } from '@/lib/gateway/contract/refunds';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { createIdempotentAttempts } from '@/lib/gateway/idempotent-attempts';
import { PanelForm } from '../../screen/panel-form';
import { refundAmountSchema } from './refund-amount';

/** The gateway's refusals in words: a locked or restricted account, or nothing to refund now. */
const REFUSALS = [403, 422];

interface RefundFormProps {
  accountId: number;
  refundablePence: number;
  onRequested: (requested: RefundRequested) => void;
  /** A refusal: what can be refunded has changed (a refund asked for elsewhere, say). */
  onRefused: () => void;
}

/** Asks for an amount of the refundable credit, paid into the Direct Debit's bank account. */
export function RefundForm({
  accountId,
  refundablePence,
  onRequested,
  onRefused,
}: RefundFormProps) {
  const [schema] = useState(() => refundAmountSchema(refundablePence));
  // One Idempotency-Key per amount: a double click or a retry asks for one refund.
  const [attempts] = useState(() =>
    createIdempotentAttempts(
      async (body: RefundRequest, options) =>
        (await import('@/lib/gateway/refunds')).requestRefund(accountId, body, options),
      randomToken,
    ),
  );
  const { form, submit, alert } = useGatewayForm({
    schema,
    defaultValues: { amount: '' },
    async send({ amount }) {
      try {
        onRequested(await attempts.send({ amountPence: amount }));
      } catch (error) {
        if (error instanceof GatewayError && REFUSALS.includes(error.statusCode)) onRefused();
        throw error;
      }
    },
    describeFailure(error) {
      const fields = gatewayFieldErrors(error, ['amountPence']).map(({ message }) => ({
        name: 'amount' as const,
        message,
      }));
      return { fields, message: fields.length > 0 ? null : failureMessage(error) };
    },
  });

  return (
    <PanelForm submit={submit} alert={alert}>
      <FormField
        form={form}
        name="amount"
        label="Amount to refund (£)"
        hint={`Up to ${formatPounds(refundablePence)}. We pay it into the bank account your Direct Debit comes from, within ${REFUND_WORKING_DAYS} working days.`}
        inputMode="decimal"
        autoComplete="off"
      />
      <SubmitButton form={form}>Refund my credit</SubmitButton>
    </PanelForm>
  );
}
