import { Link } from '@/lib/ui/link';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState, type RefObject } from 'react';
import {
  BankAccountFields,
  DirectDebitGuarantee,
  SoleAuthoriserField,
} from '@/features/direct-debit';
import { randomToken } from '@/lib/client-id';
import { formatLongDate } from '@/lib/format-date';
import { formatPounds } from '@/lib/format-money';
import { FormField } from '@/lib/forms/form-field';
import { SubmitButton } from '@/lib/forms/submit-button';
import { useGatewayForm } from '@/lib/forms/use-gateway-form';
import { DIRECT_DEBIT_DAYS, ordinalDay } from '@/lib/gateway/contract/direct-debit-days';
import type { TariffQuote } from '@/lib/gateway/contract/tariff-quote';
import { createIdempotentAttempts } from '@/lib/gateway/idempotent-attempts';
import { signUp } from '@/lib/gateway/quotes';
import { FormAlert } from '@/lib/ui/form-alert';
import { LiveMessage } from '@/lib/ui/live-message';
import { Select } from '@/lib/ui/select';
import { useJourneyDraft } from '../journey/journey-draft';
import { QuoteHoldNotice, stopIfQuoteEnded } from '../journey/quote-hold-notice';
import { journeyStore, useQuoteJourney, type JourneyStore } from '../journey/journey-store';
import { isOffline, OFFLINE_RETRY_MESSAGE, useRetryWhenOnline } from '../journey/retry-when-online';
import { stepPath } from '../journey/steps';
import { summariseQuote } from '../tariffs/quote-labels';
import { buildSignupRequest, chosenQuote } from './build-signup-request';
import { initialPaymentValues, PAYMENT_DRAFT, paymentForm } from './payment-form';
import { describeSignupFailure, IncompleteSignupError, type FailureLink } from './signup-failure';
import styles from './payment-details-step.module.css';

export const SIGNING_UP_MESSAGE = 'Signing you up…';

export const LOST_BANK_DETAILS_MESSAGE =
  "For your security we don't keep your bank details when the page reloads. Please type your sort code and account number again.";

const monthlyPence = (quote: TariffQuote) => Math.round(quote.costPerMonthInPounds * 100);

function TariffSummary({ quote }: { quote: TariffQuote }) {
  const summary = summariseQuote(quote);
  return (
    <section className={styles.panel} aria-labelledby="payment-tariff">
      <h2 id="payment-tariff">Your tariff</h2>
      <dl className={styles.details}>
        <dt>Tariff</dt>
        <dd>{summary.shortName}</dd>
        <dt>Type</dt>
        <dd>
          {summary.duration}, {summary.payment}
        </dd>
        <dt>Estimated cost</dt>
        <dd>
          {formatPounds(monthlyPence(quote))} a month (
          {formatPounds(Math.round(quote.costPerYearInPounds * 100))} a year)
        </dd>
        <dt>Supply starts</dt>
        <dd>{formatLongDate(quote.supplyStartDate)}</dd>
      </dl>
    </section>
  );
}

function FirstPayment({ quote }: { quote: TariffQuote }) {
  return (
    <section className={styles.panel} aria-labelledby="payment-first">
      <h3 id="payment-first">Your first payment</h3>
      <dl className={styles.details}>
        <dt>Date</dt>
        <dd>{formatLongDate(quote.firstDdDate)}</dd>
        <dt>Amount</dt>
        <dd>{formatPounds(monthlyPence(quote))}</dd>
      </dl>
      <p>After that, the same amount on the day you choose each month.</p>
    </section>
  );
}

interface PaymentDetailsFormProps {
  store: JourneyStore;
  quote: TariffQuote;
  pricedAt: string;
  checkPricesRef: RefObject<HTMLAnchorElement | null>;
}

function PaymentDetailsForm({ store, quote, pricedAt, checkPricesRef }: PaymentDetailsFormProps) {
  const router = useRouter();
  const { state, secrets, lostSecrets } = useQuoteJourney(store);
  const [initial] = useState(() => initialPaymentValues(state, secrets));
  const [attempts] = useState(() => createIdempotentAttempts(signUp, randomToken));
  const [links, setLinks] = useState<readonly FailureLink[]>([]);
  const { offline, retryWhenOnline } = useRetryWhenOnline();
  const [sending, setSending] = useState(false);
  const signedUp = useRef(false);

  const { form, submit, alert } = useGatewayForm({
    schema: paymentForm,
    defaultValues: initial,
    async send({ sortCode, accountNumber, ...payment }) {
      store.update({ payment });
      store.setSecrets({ sortCode, accountNumber });
      if (stopIfQuoteEnded(pricedAt, checkPricesRef)) return;
      const journey = store.getSnapshot();
      const body = buildSignupRequest(journey.state, journey.secrets);
      if (!body) throw new IncompleteSignupError();
      setSending(true);
      try {
        const result = await attempts.send(body);
        // A double click sends once; its second submit finds the sign-up done.
        if (signedUp.current) return;
        signedUp.current = true;
        store.update({ signup: result, drafts: {} });
        store.setSecrets({ password: null, sortCode: null, accountNumber: null });
        await router.push(stepPath('sign-up-complete'));
      } catch (error) {
        if (!isOffline()) throw error;
        // The same values again, so the same Idempotency-Key: one account however it ends.
        retryWhenOnline(() => void sendAgain());
      } finally {
        setSending(false);
      }
    },
    describeFailure(error) {
      const failure = describeSignupFailure(error);
      setLinks(failure.links);
      return failure;
    },
  });
  const sendAgain = () => submit();

  useJourneyDraft(form, PAYMENT_DRAFT, { omit: ['sortCode', 'accountNumber'], store });

  // Bank numbers stay in memory while the prospect moves between steps; never in storage.
  useEffect(() => {
    const subscription = form.watch(({ sortCode, accountNumber }, { name }) => {
      if (name !== 'sortCode' && name !== 'accountNumber') return;
      store.setSecrets({ sortCode: sortCode || null, accountNumber: accountNumber || null });
    });
    return () => subscription.unsubscribe();
  }, [form, store]);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        setLinks([]);
        return submit(event);
      }}
    >
      <section className={styles.section} aria-labelledby="payment-direct-debit">
        <h2 id="payment-direct-debit">Paying by Direct Debit</h2>
        <p>
          You pay monthly by Direct Debit. Tell us which account to collect from: we check the
          details with your bank before anything is set up.
        </p>
        {lostSecrets.includes('bankDetails') && (
          <p className={styles.notice}>{LOST_BANK_DETAILS_MESSAGE}</p>
        )}
        <BankAccountFields form={form} />
        <FormField
          form={form}
          name="directDebitDayOfMonth"
          as={Select}
          label="Payment day each month"
          hint="Any day from the 1st to the 28th"
        >
          <option value="">Choose a day</option>
          {DIRECT_DEBIT_DAYS.map((day) => (
            <option key={day} value={String(day)}>
              {ordinalDay(day)}
            </option>
          ))}
        </FormField>
        <SoleAuthoriserField form={form} />
        <FirstPayment quote={quote} />
        <DirectDebitGuarantee />
      </section>
      {/* Heard however the form was sent: Enter in a field leaves focus there, and the busy
          button is heard only by someone on it. */}
      <LiveMessage politeness="polite">
        {offline ? OFFLINE_RETRY_MESSAGE : sending && SIGNING_UP_MESSAGE}
      </LiveMessage>
      <FormAlert message={alert} />
      {links.length > 0 && (
        <ul className={styles.links}>
          {links.map(({ href, label }) => (
            <li key={label}>
              <Link href={href}>{label}</Link>
            </li>
          ))}
        </ul>
      )}
      <SubmitButton form={form}>Sign up</SubmitButton>
    </form>
  );
}

/**
 * Payment details (issue 14 item 3): the Direct Debit, the first payment, the tariff chosen and
 * the sign-up itself. Rendered by the journey frame once every earlier step is finished.
 */
export function PaymentDetailsStep({ store = journeyStore() }: { store?: JourneyStore }) {
  const { state } = useQuoteJourney(store);
  const checkPricesRef = useRef<HTMLAnchorElement>(null);
  const quote = chosenQuote(state);
  const pricedAt = state.quotes?.pricedAt;
  if (!quote || !pricedAt) return null;
  return (
    <div className={styles.step}>
      <TariffSummary quote={quote} />
      <QuoteHoldNotice pricedAt={pricedAt} actionRef={checkPricesRef} />
      <PaymentDetailsForm
        store={store}
        quote={quote}
        pricedAt={pricedAt}
        checkPricesRef={checkPricesRef}
      />
    </div>
  );
}
