import { FormField } from '@/lib/forms/form-field';
import { FormFieldset } from '@/lib/forms/form-fieldset';
import type { EvTariffEligibility } from '@/lib/gateway/contract/meter-points';
import type { VehicleCheck } from '@/lib/gateway/contract/vehicles';
import { Checkbox } from '@/lib/ui/checkbox';
import { ChoiceList, YES_NO_CHOICES } from '../journey/choice-list';
import type { QuoteForm } from './quote-form';
import styles from './quote-step.module.css';

/** What the vehicle register and the meter said, for the registration typed. */
export interface EvCheck {
  registrationPlate: string;
  vehicle: VehicleCheck;
  eligibility: EvTariffEligibility;
}

/** Whether the EV tariff can be quoted after the checks. */
export const evTariffAvailable = (check: EvCheck) =>
  check.vehicle.isEv && check.eligibility.eligible;

function vehicleName({ make, model }: VehicleCheck): string {
  return [make, model]
    .filter(Boolean)
    .map((part) => (part ?? '').toLowerCase().replace(/\b\w/g, (letter) => letter.toUpperCase()))
    .join(' ');
}

export function EvCheckOutcome({ check }: { check: EvCheck }) {
  const { vehicle, eligibility } = check;
  const car = vehicle.found
    ? vehicle.isEv
      ? `We found your ${vehicleName(vehicle)}: an electric vehicle.`
      : `We found a ${vehicleName(vehicle)}, which isn’t a fully electric vehicle, so our EV tariff isn’t for it.`
    : 'We couldn’t find that registration with the DVLA. Check it against your logbook (V5C).';
  return (
    <div className={evTariffAvailable(check) ? styles.success : styles.notice} role="status">
      <p>{car}</p>
      <p>{eligibility.reason}</p>
      {!evTariffAvailable(check) && <p>You can still see all our other tariffs.</p>}
    </div>
  );
}

export function EvSection({ form, check }: { form: QuoteForm; check: EvCheck | null }) {
  const hasEv = form.watch('hasEv') === 'yes';
  return (
    <section className={styles.section} aria-labelledby="quote-ev">
      <h2 id="quote-ev" className={styles.heading}>
        Electric vehicle
      </h2>
      <FormFieldset form={form} name="hasEv" legend="Do you have an electric vehicle?">
        {(binding) => (
          <>
            <p className={styles.hint}>
              With a smart meter, our EV tariff charges your car for less overnight.
            </p>
            <ChoiceList choices={YES_NO_CHOICES} binding={binding} inline />
          </>
        )}
      </FormFieldset>
      {hasEv && (
        <FormField
          form={form}
          name="registrationPlate"
          label="Vehicle registration"
          hint="Like AB12 CDE. We check it with the DVLA when you see your prices."
          autoCapitalize="characters"
          spellCheck={false}
        />
      )}
      {hasEv && check && <EvCheckOutcome check={check} />}
      <FormField
        form={form}
        name="evMarketingConsent"
        as={Checkbox}
        label="Tell me about electric vehicle tariffs and offers"
        hint="If you say yes, we’ll show our So Flex tariff first, as it suits EV drivers best."
      />
    </section>
  );
}
