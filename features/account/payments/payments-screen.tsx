import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import type { AccountSummary } from '@/lib/gateway/contract/customer';
import type { Payments } from '@/lib/gateway/contract/payments';
import { LoadFailure } from '@/lib/ui/load-failure';
import { codeSplit } from '@/lib/ui/code-split';
import { accountKeys } from '../data/keys';
import panels from '../screen/panels.module.css';
import { usePayments } from '../data/use-payments';
import { Panel } from '../screen/panel';
import { ScreenData } from '../screen/screen-data';
import { DirectDebitPanel } from './direct-debit-panel';
import { ForecastSection } from './forecast-section';
import { PaymentHistorySection } from './payment-history-section';
import {
  BankDetailsPlaceholder,
  ChangePaymentPlaceholder,
  PaymentsPlaceholders,
} from './payments-placeholders';

// The two sections that change the Direct Debit bring the form code (react-hook-form, the
// contract's zod): they load once the screen is up, while its figures load.
const loadChangePayment = () =>
  import('./change-payment-section').then((module) => module.ChangePaymentSection);
const loadBankDetails = () =>
  import('./bank-details-section').then((module) => module.BankDetailsSection);
const ChangePaymentSection = codeSplit(loadChangePayment, ChangePaymentPlaceholder);
const BankDetailsSection = codeSplit(loadBankDetails, BankDetailsPlaceholder);

/**
 * Payments (/accounts/payments): the Direct Debit and why it is that amount, changing its
 * amount, day or bank account, and the payments received. The history loads on its own, so it
 * keeps working when the Direct Debit cannot be loaded.
 */
export function PaymentsScreen({ account }: { account: AccountSummary }) {
  const payments = usePayments(account.id);
  const { mutate: revalidate } = useSWRConfig();
  useEffect(() => {
    void ChangePaymentSection.preload();
    void BankDetailsSection.preload();
  }, []);

  function changed(changedPayments: Payments) {
    void payments.mutate(changedPayments, { revalidate: false });
    // The balance card shows the next Direct Debit too.
    void revalidate(accountKeys.balance(account.id));
  }

  return (
    <div className={panels.screen}>
      <ScreenData
        query={payments}
        placeholder={<PaymentsPlaceholders />}
        failure={(error, retry) => (
          <Panel heading="Your Direct Debit">
            <LoadFailure message={error.message} retry={retry} />
          </Panel>
        )}
      >
        {(data) => (
          <>
            <DirectDebitPanel payments={data} />
            <ForecastSection payments={data} />
            {data.directDebit && (
              <>
                <ChangePaymentSection
                  accountId={account.id}
                  payments={{ ...data, directDebit: data.directDebit }}
                  onChanged={changed}
                />
                <BankDetailsSection
                  accountId={account.id}
                  directDebit={data.directDebit}
                  onChanged={changed}
                />
              </>
            )}
          </>
        )}
      </ScreenData>
      <PaymentHistorySection accountId={account.id} />
    </div>
  );
}
