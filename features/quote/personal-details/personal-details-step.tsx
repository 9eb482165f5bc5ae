import { useRouter } from 'next/router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { AddressFormFields } from '@/lib/forms/address-form-fields';
import { FormField } from '@/lib/forms/form-field';
import { FormFieldset } from '@/lib/forms/form-fieldset';
import { SubmitButton } from '@/lib/forms/submit-button';
import { useGatewayForm } from '@/lib/forms/use-gateway-form';
import type { SupplyAddress } from '@/lib/gateway/contract/addresses';
import { titles } from '@/lib/gateway/contract/customer';
import { EXTRA_SUPPORT_DETAILS_MAX } from '@/lib/gateway/contract/signups';
import { londonIsoDate } from '@/lib/format-date';
import { Checkbox } from '@/lib/ui/checkbox';
import { FormAlert } from '@/lib/ui/form-alert';
import { Select } from '@/lib/ui/select';
import { Textarea } from '@/lib/ui/textarea';
import { ChoiceList, YES_NO_CHOICES } from '../journey/choice-list';
import { useJourneyDraft } from '../journey/journey-draft';
import { useQuoteJourney, type JourneyStore } from '../journey/journey-store';
import { QuoteHoldNotice, stopIfQuoteEnded } from '../journey/quote-hold-notice';
import { stepPath } from '../journey/steps';
import { DateOfBirthField } from './date-of-birth-field';
import { PasswordField } from './password-field';
import {
  PERSONAL_DETAILS_DRAFT,
  personalDetailsDefaults,
  personalDetailsSchema,
} from './personal-details-form';
import styles from './personal-details-step.module.css';

export interface PersonalDetailsStepProps {
  /** The tab's journey store unless given (tests give their own). */
  store?: JourneyStore;
}

/**
 * Issue 14's personal-details step: who the new customer is, their password (in memory only),
 * marketing choices, the Priority Services Register question and a billing address if it
 * differs. Everything but the password is kept as it is typed, across a reload.
 */
export function PersonalDetailsStep({ store }: PersonalDetailsStepProps) {
  const journey = useQuoteJourney(store);
  const { address, quotes } = journey.state;
  if (!address || !quotes) return null;
  return <PersonalDetailsForm {...journey} address={address} pricedAt={quotes.pricedAt} />;
}

type JourneyProps = ReturnType<typeof useQuoteJourney> & {
  address: SupplyAddress;
  /** When the quotes this sign-up is for were priced. */
  pricedAt: string;
};

function PersonalDetailsForm({
  state,
  secrets,
  lostSecrets,
  store,
  address,
  pricedAt,
}: JourneyProps) {
  const router = useRouter();
  const checkPricesRef = useRef<HTMLAnchorElement>(null);
  const [today] = useState(() => londonIsoDate(new Date().toISOString()));
  const schema = useMemo(() => personalDetailsSchema(today), [today]);
  const [defaultValues] = useState(() => personalDetailsDefaults(state, secrets));
  const { form, submit, alert } = useGatewayForm({
    schema,
    defaultValues,
    async send({ personalDetails, password, billingAddress }) {
      store.setSecrets({ password });
      store.update({
        personalDetails,
        billingAddress,
        evMarketingConsent: personalDetails.evMarketingConsent,
      });
      if (stopIfQuoteEnded(pricedAt, checkPricesRef)) return;
      await router.push(stepPath('payment-details'));
    },
  });
  useJourneyDraft(form, PERSONAL_DETAILS_DRAFT, { omit: ['password'], store });

  // The EV answer is the journey's (it orders the quotes): a change here is a change there.
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (name === 'evMarketingConsent') {
        store.update({ evMarketingConsent: values.evMarketingConsent === true });
      }
    });
    return () => subscription.unsubscribe();
  }, [form, store]);

  const [extraSupport, supportDetails, differentBillingAddress] = useWatch({
    control: form.control,
    name: ['extraSupport', 'extraSupportDetails', 'differentBillingAddress'],
  });

  return (
    <form method="post" noValidate onSubmit={submit} className={styles.form}>
      <QuoteHoldNotice pricedAt={pricedAt} actionRef={checkPricesRef} />
      <FormAlert message={alert} />

      <section className={styles.section}>
        <h2 className={styles.heading}>About you</h2>
        <div className={styles.titleBox}>
          <FormField
            form={form}
            name="title"
            as={Select}
            label="Title"
            autoComplete="honorific-prefix"
          >
            <option value="">Choose</option>
            {titles.map((title) => (
              <option key={title} value={title}>
                {title}
              </option>
            ))}
          </FormField>
        </div>
        <FormField form={form} name="firstName" label="First name" autoComplete="given-name" />
        <FormField form={form} name="lastName" label="Last name" autoComplete="family-name" />
        <DateOfBirthField form={form} />
      </section>

      <section className={styles.section}>
        <h2 className={styles.heading}>Your contact details</h2>
        <FormField
          form={form}
          name="email"
          label="Email address"
          hint="You'll log in with this, and we'll send your welcome email here."
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
        />
        <FormField
          form={form}
          name="phone"
          label="Phone number"
          hint="A UK mobile or landline, in case we need to talk about your switch."
          type="tel"
          autoComplete="tel"
        />
      </section>

      <section className={styles.section}>
        <h2 className={styles.heading}>Your online account</h2>
        <PasswordField form={form} lost={lostSecrets.includes('password')} />
      </section>

      <section className={styles.section}>
        <h2 className={styles.heading}>Keeping in touch</h2>
        <p className={styles.hint}>
          We’ll always tell you about your account and your switch. These are only for extras, and
          you can change your mind at any time.
        </p>
        <FormField
          form={form}
          name="marketingConsent"
          as={Checkbox}
          label="Email me news and offers"
        />
        <FormField
          form={form}
          name="evMarketingConsent"
          as={Checkbox}
          label="Tell me about electric vehicle tariffs and offers"
          hint="You answered this with your quote; you can change it here."
        />
      </section>

      <section className={styles.section}>
        <h2 className={styles.heading}>Extra support</h2>
        <FormFieldset
          form={form}
          name="extraSupport"
          legend="Does anyone in your home need extra support?"
        >
          {(choice) => (
            <>
              <p className={styles.hint}>
                For example because of age, a disability, a long-term health condition, a medical
                device that needs power, or young children. We’ll add your home to our free Priority
                Services Register: we can warn you about planned power cuts, send bills in large
                print or braille, and agree a password for anyone who visits.
              </p>
              <ChoiceList choices={YES_NO_CHOICES} binding={choice} inline />
            </>
          )}
        </FormFieldset>
        {extraSupport === 'yes' && (
          <FormField
            form={form}
            name="extraSupportDetails"
            as={Textarea}
            label="What would help? (optional)"
            hint="For example: 'my dad uses a home oxygen machine' or 'I'm partially sighted'."
            characterLimit={EXTRA_SUPPORT_DETAILS_MAX}
            length={supportDetails?.length ?? 0}
          />
        )}
      </section>

      <section className={styles.section}>
        <h2 className={styles.heading}>Where we send letters</h2>
        <FormField
          form={form}
          name="differentBillingAddress"
          as={Checkbox}
          label="Send letters to a different address"
          hint={`Otherwise we'll send them to ${address.line1}, ${address.postcode}.`}
        />
        {differentBillingAddress && (
          <fieldset className={styles.billing}>
            <legend className={styles.legend}>Address for letters</legend>
            <AddressFormFields form={form} name="billingAddress" />
          </fieldset>
        )}
      </section>

      <div className={styles.note}>
        <h2 className={styles.noteHeading}>Leaving your current supplier</h2>
        <p>
          If you’re on a fixed tariff with your current supplier, they may charge you a fee for
          leaving early. That fee is theirs, not ours, so please check with them before you switch.
          We’ll handle the rest of the switch for you.
        </p>
      </div>

      <SubmitButton form={form} fullWidth>
        Continue to payment
      </SubmitButton>
    </form>
  );
}
