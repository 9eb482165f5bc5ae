import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { SubmitButton } from '@/lib/forms/submit-button';
import { useDeferredGatewayForm } from '@/lib/forms/use-gateway-form';
import type { SupplyAddress } from '@/lib/gateway/contract/addresses';
import { DEFAULT_EXACT_AMOUNT } from '@/lib/gateway/contract/quote-figures';
import { normalisePostcode } from '@/lib/postcode';
import { FormAlert } from '@/lib/ui/form-alert';
import { useJourneyDraft } from '../journey/journey-draft';
import { useQuoteJourney, type JourneyStore } from '../journey/journey-store';
import { isOffline, OFFLINE_RETRY_MESSAGE, useRetryWhenOnline } from '../journey/retry-when-online';
import { stepPath } from '../journey/steps';
import { AddressSection } from './address-section';
import { EvSection, evTariffAvailable, type EvCheck } from './ev-section';
import { initialQuoteValues } from './initial-values';
import { answersFrom, QUOTE_DRAFT, type CheckedQuoteForm } from './quote-form';
import { SituationAnswer, SituationQuestion, SupplySection } from './supply-section';
import { UsageSection } from './usage-section';
import { loadQuoteCalls, useAddressLookup } from './use-address-lookup';
import styles from './quote-step.module.css';

const NO_ADDRESSES: readonly SupplyAddress[] = [];

const NO_QUOTES_MESSAGE =
  'We couldn’t price this home online. Please call us on 0330 111 5050 and we’ll give you a quote over the phone.';

// The form's check and the gateway's calls (classic zod) arrive once the visitor turns to the
// form; the calls also when the step looks up a postcode it was given.
const loadSchema = () => import('./quote-form-schema').then((module) => module.quoteFormSchema);

/**
 * Issue 14's first step: the home (postcode → address), the energy and meter, how much is
 * used and any electric vehicle, then the prices. Everything typed is kept as it is typed.
 */
export function QuoteStep({ store: givenStore }: { store?: JourneyStore }) {
  const router = useRouter();
  const { state, store } = useQuoteJourney(givenStore);
  const [defaultValues] = useState(() => initialQuoteValues(state, router.query.postcode));
  const [evCheck, setEvCheck] = useState<EvCheck | null>(null);
  const [noQuotes, setNoQuotes] = useState(false);
  const { offline, retryWhenOnline } = useRetryWhenOnline();
  const { lookup, find } = useAddressLookup(retryWhenOnline);

  const { form, loadCheck, submit, alert } = useDeferredGatewayForm({
    loadSchema,
    defaultValues,
    async send(values) {
      try {
        await priceAndContinue(values);
      } catch (error) {
        if (!isOffline()) throw error;
        retryWhenOnline(() => void submit());
      }
    },
  });
  useJourneyDraft(form, QUOTE_DRAFT, { store });

  const [situation, uprn] = form.watch(['situation', 'uprn']);
  const addresses = lookup.status === 'found' ? lookup.addresses : NO_ADDRESSES;
  const address = addresses.find((home) => home.uprn === uprn) ?? null;

  async function priceAndContinue(values: CheckedQuoteForm) {
    setNoQuotes(false);
    if (!address) {
      form.setError(
        'uprn',
        { message: 'Choose your address from the list' },
        { shouldFocus: true },
      );
      return;
    }
    const calls = await loadQuoteCalls();
    let check = evCheck;
    if (values.hasEv === 'yes' && values.fuelType !== 'GAS_ONLY') {
      const plate = calls.normalisedPlate(values.registrationPlate);
      if (check?.registrationPlate !== plate) {
        check = await calls.checkEv(plate, address);
        setEvCheck(check);
        // Say why there is no EV tariff before showing prices without it.
        if (!evTariffAvailable(check)) return;
      }
    }
    const answers = answersFrom(
      values,
      address,
      check && { vehicleIsEv: check.vehicle.isEv, meterEligible: check.eligibility.eligible },
    );
    const quotes = await calls.priceQuotes(answers);
    if (quotes.length === 0) {
      setNoQuotes(true);
      return;
    }
    store.update({
      answers,
      address,
      quotes: { items: quotes, pricedAt: new Date().toISOString() },
      chosenQuoteId: null,
      evMarketingConsent: values.evMarketingConsent,
    });
    await router.push(stepPath('select-tariff'));
  }

  async function findAddresses() {
    if (!(await form.trigger('postcode', { shouldFocus: true }))) return;
    const postcode = normalisePostcode(form.getValues('postcode'));
    if (!postcode) return;
    form.setValue('postcode', postcode);
    const found = await find(postcode);
    if (!found.some((home) => home.uprn === form.getValues('uprn'))) form.setValue('uprn', '');
  }

  // A postcode given on the way in (or kept from before) is looked up straight away.
  useEffect(() => {
    const postcode = normalisePostcode(defaultValues.postcode);
    if (postcode) void find(postcode);
  }, [defaultValues.postcode, find]);

  // Choosing a home fills in its meter, and electricity only where it has no gas; an amount
  // still at one period's default follows a change of period.
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (name === 'uprn') {
        const chosen = addresses.find((home) => home.uprn === values.uprn);
        if (chosen) {
          form.setValue('meterType', chosen.meterType);
          if (chosen.mprn === null) form.setValue('fuelType', 'ELECTRICITY_ONLY');
        }
      }
      if (name === 'usagePeriod' && values.usagePeriod) {
        const before = values.usagePeriod === 'month' ? 'year' : 'month';
        for (const field of ['electricityKwh', 'gasKwh'] as const) {
          if (values[field] === String(DEFAULT_EXACT_AMOUNT[before])) {
            form.setValue(field, String(DEFAULT_EXACT_AMOUNT[values.usagePeriod]));
          }
        }
      }
    });
    return () => subscription.unsubscribe();
  }, [form, addresses]);

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      onFocus={() => {
        loadCheck();
        void loadQuoteCalls().catch(() => undefined);
      }}
      className={styles.form}
    >
      <p className={styles.intro}>
        Tell us about your home and you&apos;ll see every tariff we can offer, with its full price.
        It takes about two minutes, and we keep your answers if you leave the page.
      </p>
      <AddressSection form={form} lookup={lookup} onFind={() => void findAddresses()} />
      {address && (
        <>
          <SituationQuestion form={form} />
          {situation !== 'switching' ? (
            <SituationAnswer situation={situation} />
          ) : (
            <>
              <SupplySection form={form} address={address} />
              <UsageSection form={form} />
              <EvSection form={form} check={evCheck} />
              {offline && <p role="status">{OFFLINE_RETRY_MESSAGE}</p>}
              {noQuotes && <p role="alert">{NO_QUOTES_MESSAGE}</p>}
              <FormAlert message={alert} />
              <SubmitButton form={form} fullWidth>
                See my prices
              </SubmitButton>
            </>
          )}
        </>
      )}
    </form>
  );
}
