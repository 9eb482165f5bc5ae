import { formatLongDate } from '@/lib/format-date';
import { formatPounds } from '@/lib/format-money';
import type { PaymentPlan } from '@/lib/gateway/contract/payment-plans';
import { LoadFailure } from '@/lib/ui/load-failure';
import { codeSplit } from '@/lib/ui/code-split';
import { FormLoading } from '../screen/form-loading';
import { usePaymentPlan } from './data/use-payment-plan';
import panels from '../screen/panels.module.css';

const PaymentPlanRequestForm = codeSplit(
  () => import('./payment-plan-request-form').then((module) => module.PaymentPlanRequestForm),
  () => <FormLoading minHeight="27rem" />,
);

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
