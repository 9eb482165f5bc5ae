import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useSession } from '@/features/session';
import { randomToken } from '@/lib/client-id';
import { formatLongDate } from '@/lib/format-date';
import { formatPounds } from '@/lib/format-money';
import { FormField } from '@/lib/forms/form-field';
import { FormFieldset } from '@/lib/forms/form-fieldset';
import { SubmitButton } from '@/lib/forms/submit-button';
import { useGatewayForm } from '@/lib/forms/use-gateway-form';
import { requestPaymentPlan } from '@/lib/gateway/account';
import type { PaymentPlan } from '@/lib/gateway/contract/payment-plans';
import { createIdempotentAttempts } from '@/lib/gateway/idempotent-attempts';
import { FormAlert } from '@/lib/ui/form-alert';
import { LoadFailure } from '@/lib/ui/load-failure';
import { Textarea } from '@/lib/ui/textarea';
import { accountKeys } from '../api/keys';
import { usePaymentPlan } from './api/use-payment-plan';
import { MONTH_CHOICES, paymentPlanRequestFrom, paymentPlanSchema } from './payment-plan-form';
import panels from '../screen/panels.module.css';

/**
 * For a customer in debit: what they owe, and a way to ask to spread it (Ofgem expects a
 * supplier to offer an affordable plan). Nothing shows while the account is in credit.
 */
export function PaymentPlanSection({ accountId }: { accountId: number }) {
  const { data, error, mutate } = usePaymentPlan(accountId);
  if (error) return <LoadFailure message={error.message} retry={() => void mutate()} />;
  if (!data || data.owedPence === 0) return null;
  return (
    <section className={panels.panel} aria-labelledby="owed-heading">
      <h2 id="owed-heading" className={panels.panelHeading}>
        You owe {formatPounds(data.owedPence)}
      </h2>
      <p>
        If paying this in one go is hard, we can spread it over 3 to 12 months, on top of your usual
        payments. Tell us a little about your situation and we will call you to agree an amount you
        can afford. Asking will not affect your credit score.
      </p>
      {data.request?.status === 'Requested' ? (
        <RequestReceived request={data.request} />
      ) : (
        <PaymentPlanRequestForm
          accountId={accountId}
          owedPence={data.owedPence}
          onRequested={(request) => void mutate({ ...data, request }, { revalidate: false })}
        />
      )}
    </section>
  );
}

function RequestReceived({ request }: { request: PaymentPlan }) {
  return (
    <p role="status" className={panels.confirmation}>
      We have your request of {formatLongDate(request.requestedAt)} to spread{' '}
      {formatPounds(request.owedPence)} over {request.months} months (about{' '}
      {formatPounds(request.monthlyPence)} a month). We will call you on {request.phone} within 2
      working days.
    </p>
  );
}

interface RequestFormProps {
  accountId: number;
  owedPence: number;
  onRequested: (request: PaymentPlan) => void;
}

function PaymentPlanRequestForm({ accountId, owedPence, onRequested }: RequestFormProps) {
  const { customer } = useSession();
  const { mutate } = useSWRConfig();
  const [attempts] = useState(() =>
    createIdempotentAttempts(
      (body: ReturnType<typeof paymentPlanRequestFrom>, options) =>
        requestPaymentPlan(accountId, body, options),
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
