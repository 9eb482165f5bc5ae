import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useSession } from '@/features/session';
import { randomToken } from '@/lib/client-id';
import { formatPounds } from '@/lib/format-money';
import { FormField } from '@/lib/forms/form-field';
import { FormFieldset } from '@/lib/forms/form-fieldset';
import { SubmitButton } from '@/lib/forms/submit-button';
import { useGatewayForm } from '@/lib/forms/use-gateway-form';
import type { PaymentPlan } from '@/lib/gateway/contract/payment-plans';
import { createIdempotentAttempts } from '@/lib/gateway/idempotent-attempts';
import { FormAlert } from '@/lib/ui/form-alert';
import { Textarea } from '@/lib/ui/textarea';
import { accountKeys } from '../data/keys';
import { MONTH_CHOICES, paymentPlanRequestFrom, paymentPlanSchema } from './payment-plan-form';
import panels from '../screen/panels.module.css';

interface RequestFormProps {
  accountId: number;
  owedPence: number;
  onRequested: (request: PaymentPlan) => void;
}

/** Asks for a payment plan: how many months, a number to call, and anything to know. */
export function PaymentPlanRequestForm({ accountId, owedPence, onRequested }: RequestFormProps) {
  const { customer } = useSession();
  const { mutate } = useSWRConfig();
  const [attempts] = useState(() =>
    createIdempotentAttempts(
      async (body: ReturnType<typeof paymentPlanRequestFrom>, options) =>
        (await import('@/lib/gateway/payment-plans')).requestPaymentPlan(accountId, body, options),
      randomToken,
    ),
  );
  const { form, submit, alert } = useGatewayForm({
    schema: paymentPlanSchema,
    defaultValues: { months: '6', phone: customer?.phone ?? '', circumstances: '' },
    async send(values) {
      onRequested(await attempts.send(paymentPlanRequestFrom(values)));
      void mutate(accountKeys.balance(accountId));
    },
  });

  return (
    <form className={panels.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert message={alert} />
      <FormFieldset form={form} name="months" legend="Spread it over">
        {(choice) =>
          MONTH_CHOICES.map((months) => (
            <label key={months} className={panels.choice}>
              <input type="radio" value={months} {...choice} />
              {months} months: about {formatPounds(Math.ceil(owedPence / Number(months)))} a month
            </label>
          ))
        }
      </FormFieldset>
      <FormField
        form={form}
        name="phone"
        label="Phone number"
        hint="We will call you on this number to agree the plan."
        type="tel"
        autoComplete="tel"
      />
      <FormField
        form={form}
        name="circumstances"
        as={Textarea}
        label="Anything you would like us to know (optional)"
        hint="For example a change in income, or help you need when we call."
        rows={4}
      />
      <SubmitButton form={form}>Ask for a payment plan</SubmitButton>
    </form>
  );
}
