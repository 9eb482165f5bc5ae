import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { formatPounds } from '@/lib/format-money';
import { REFUND_WORKING_DAYS } from '@/lib/gateway/contract/refund-days';
import type { RefundableCredit, RefundRequested } from '@/lib/gateway/contract/refunds';
import { ACCOUNT_ACTIONS } from '@/lib/gateway/contract/account-sections';
import { codeSplit } from '@/lib/ui/code-split';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import { accountKeys } from '../../data/keys';
import { FormLoading } from '../../screen/form-loading';
import { Panel } from '../../screen/panel';
import panels from '../../screen/panels.module.css';
import { ScreenData } from '../../screen/screen-data';
import { RefundFigures } from './refund-figures';
import { useRefundableCredit } from './use-refundable-credit';
import styles from './refund-section.module.css';

// The form (react-hook-form, zod) loads once the screen is up, while the figures load.
const RefundForm = codeSplit(
  () => import('./refund-form').then((module) => module.RefundForm),
  () => <FormLoading minHeight="10rem" />,
);

/** The transactions of any page: a refund asked for shows in them as pending. */
function isTransactionsKey(accountId: number) {
  const anyPage = accountKeys.transactions(accountId, 1).slice(0, -1);
  return (key: unknown) =>
    Array.isArray(key) && anyPage.every((part, index) => key[index] === part);
}

/**
 * Refund your credit, inside Bills & Transactions: what can be refunded now and how that is
 * worked out, and a form to ask for it; or why nothing can be, in words.
 */
export function RefundSection({ accountId }: { accountId: number }) {
  const query = useRefundableCredit(accountId);
  const { mutate } = useSWRConfig();
  const [requested, setRequested] = useState<RefundRequested | null>(null);

  function onRequested(refund: RefundRequested) {
    setRequested(refund);
    void query.mutate();
    void mutate(isTransactionsKey(accountId));
    void mutate(accountKeys.balance(accountId));
  }

  return (
    <Panel heading={ACCOUNT_ACTIONS.refund.title}>
      <RefundConfirmation requested={requested} />
      {!requested && (
        <ScreenData
          query={query}
          placeholder={
            <LoadingPlaceholder className={styles.placeholder} label="Loading your credit" />
          }
        >
          {(credit: RefundableCredit) =>
            credit.refusal !== null ? (
              <p>{credit.refusal}</p>
            ) : (
              <>
                <RefundFigures credit={credit} />
                <RefundForm
                  accountId={accountId}
                  refundablePence={credit.refundablePence}
                  onRequested={onRequested}
                  onRefused={() => void query.mutate()}
                />
              </>
            )
          }
        </ScreenData>
      )}
    </Panel>
  );
}

/**
 * What was asked for, in words, in a live region there from the start, so that it is heard;
 * it takes focus, as the form that asked has gone.
 */
function RefundConfirmation({ requested }: { requested: RefundRequested | null }) {
  const confirmation = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (requested) confirmation.current?.focus();
  }, [requested]);
  return (
    <div role="status" className={panels.liveStatus}>
      {requested && (
        <p ref={confirmation} tabIndex={-1} className={panels.confirmation}>
          We are refunding {formatPounds(requested.amountPence)} into your bank account ending{' '}
          {requested.accountNumberMasked.slice(-2)}. It should reach you within{' '}
          {REFUND_WORKING_DAYS} working days, and shows as pending in your transactions until then.
          We have emailed you to confirm.
        </p>
      )}
    </div>
  );
}
