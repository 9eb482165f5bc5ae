import { useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { randomToken } from '@/lib/client-id';
import { FormField } from '@/lib/forms/form-field';
import { FormFieldset } from '@/lib/forms/form-fieldset';
import { SubmitButton } from '@/lib/forms/submit-button';
import { useGatewayForm } from '@/lib/forms/use-gateway-form';
import type { BroaderGroupApplicationRequest } from '@/lib/gateway/contract/warm-home-discount';
import {
  BROADER_GROUP_BENEFITS,
  HOUSEHOLD_FACTS,
} from '@/lib/gateway/contract/warm-home-discount-scheme';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { createIdempotentAttempts } from '@/lib/gateway/idempotent-attempts';
import { londonToday } from '@/lib/iso-date';
import { Checkbox } from '@/lib/ui/checkbox';
import { FormAlert } from '@/lib/ui/form-alert';
import { announce } from '@/lib/ui/live-region';
import { Select } from '@/lib/ui/select';
import { accountKeys } from '../data/keys';
import panels from '../screen/panels.module.css';
import { BROADER_GROUP_DEFAULTS, broaderGroupSchema } from './broader-group-values';
import { BENEFIT_HOLDER_LABELS, BENEFIT_LABELS, HOUSEHOLD_FACT_LABELS } from './discount-words';
import { loadWarmHomeDiscountCalls } from './use-warm-home-discount';
import styles from './warm-home-discount.module.css';

/**
 * Applying for a Broader Group place: the benefit and who gets it, their name, date of birth
 * and National Insurance number, and what is true of the home. One Idempotency-Key per set of
 * answers, so a double click or a retry applies once; the answer replaces the form with the
 * application.
 */
export function BroaderGroupForm({
  accountId,
  onApplied,
}: {
  accountId: number;
  /** Called as the application arrives, which the screen then shows in place of the form. */
  onApplied: () => void;
}) {
  const { mutate } = useSWRConfig();
  const schema = useMemo(() => broaderGroupSchema(londonToday(new Date())), []);
  const [attempts] = useState(() =>
    createIdempotentAttempts(
      async (body: BroaderGroupApplicationRequest, options) =>
        (await loadWarmHomeDiscountCalls()).applyForBroaderGroup(accountId, body, options),
      randomToken,
    ),
  );
  const { form, submit, alert } = useGatewayForm({
    schema,
    defaultValues: BROADER_GROUP_DEFAULTS,
    async send(values) {
      const discount = await attempts.send(values).catch((error: unknown) => {
        // Applied in another tab meanwhile, or the places have gone: show how things stand.
        if (error instanceof GatewayError && [409, 422].includes(error.statusCode)) {
          void mutate(accountKeys.warmHomeDiscount(accountId));
        }
        throw error;
      });
      onApplied();
      await mutate(accountKeys.warmHomeDiscount(accountId), discount, { revalidate: false });
      announce('Thank you: we have your application for the Warm Home Discount.');
    },
  });

  return (
    <form className={panels.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert message={alert} />
      <FormField
        form={form}
        name="benefit"
        as={Select}
        label="The benefit you or your partner get"
        hint="If you get more than one, choose any of them."
      >
        <option value="">Choose a benefit</option>
        {BROADER_GROUP_BENEFITS.map((benefit) => (
          <option key={benefit} value={benefit}>
            {BENEFIT_LABELS[benefit]}
          </option>
        ))}
      </FormField>
      <FormFieldset form={form} name="benefitHolder" legend="Who gets it?">
        {(choice) =>
          (['customer', 'partner'] as const).map((holder) => (
            <label key={holder} className={panels.choice}>
              <input type="radio" value={holder} {...choice} />
              {BENEFIT_HOLDER_LABELS[holder]}
            </label>
          ))
        }
      </FormFieldset>
      <FormField
        form={form}
        name="nameOnBenefit"
        label="Their name, as on the benefit"
        hint="As it is written on letters about the benefit."
        autoComplete="off"
      />
      <FormField
        form={form}
        name="dateOfBirth"
        type="date"
        label="Their date of birth"
        autoComplete="off"
      />
      <FormField
        form={form}
        name="nationalInsuranceNumber"
        label="Their National Insurance number"
        hint="It is on letters about tax, pensions and benefits, like AB 12 34 56 C. We keep only its last 3 characters."
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <FormFieldset
        form={form}
        name="householdFacts"
        legend="Which of these are true of your home?"
        legendClassName={styles.legend}
      >
        {(choice) => (
          <>
            <p className={styles.hint}>
              Tick each that is. With Pension Credit Savings Credit, none needs to be.
            </p>
            {HOUSEHOLD_FACTS.map((fact) => (
              <label key={fact} className={`${panels.choice} ${styles.fact}`}>
                <input type="checkbox" value={fact} {...choice} />
                {HOUSEHOLD_FACT_LABELS[fact]}
              </label>
            ))}
          </>
        )}
      </FormFieldset>
      <FormField
        form={form}
        name="consent"
        as={Checkbox}
        label="The details are true, and So Energy may check them with the Department for Work and Pensions"
      />
      <SubmitButton form={form}>Apply for the Warm Home Discount</SubmitButton>
    </form>
  );
}
