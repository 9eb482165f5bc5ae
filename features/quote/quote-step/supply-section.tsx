import { Link } from '@/lib/ui/link';
import { FormFieldset } from '@/lib/forms/form-fieldset';
import type { SupplyAddress } from '@/lib/gateway/contract/addresses';
import { FUEL_LABELS, METER_LABELS } from './answer-labels';
import { ChoiceList } from '../journey/choice-list';
import type { QuoteForm, Situation } from './quote-form';
import styles from './quote-step.module.css';

const SITUATION_CHOICES = [
  { value: 'switching', label: 'I want to switch my home’s energy to So Energy' },
  { value: 'prepayment', label: 'I have a prepayment meter (I top up)' },
  { value: 'moving-in', label: 'I’m moving in, or the home has no supply yet' },
  { value: 'business', label: 'It’s for a business' },
] as const;

/** Where a prospect we cannot quote online goes instead, in words. */
export function SituationAnswer({ situation }: { situation: Exclude<Situation, 'switching'> }) {
  const answers = {
    prepayment: (
      <>
        We can&apos;t switch a prepayment meter online yet. Our{' '}
        <Link href="/prepayment">prepayment page</Link> explains how we can help, including swapping
        to a credit or smart meter.
      </>
    ),
    'moving-in': (
      <>
        Welcome to your new home! When you move in, the energy is already flowing: see{' '}
        <Link href="/moving-in">moving in</Link> for how to take over the supply, send your first
        readings and choose a tariff.
      </>
    ),
    business: (
      <>
        We supply homes, not businesses. A broker can find you a business tariff: see{' '}
        <Link href="/broker">energy for businesses</Link>.
      </>
    ),
  };
  return (
    <p className={styles.notice} role="status">
      {answers[situation]}
    </p>
  );
}

export function SituationQuestion({ form }: { form: QuoteForm }) {
  return (
    <FormFieldset form={form} name="situation" legend="What would you like to do?">
      {(binding) => <ChoiceList choices={SITUATION_CHOICES} binding={binding} />}
    </FormFieldset>
  );
}

/** Which fuels, and the electricity meter (prefilled from the home, the answer wins). */
export function SupplySection({ form, address }: { form: QuoteForm; address: SupplyAddress }) {
  const noGas = address.mprn === null;
  const fuelChoices = (['DUAL_FUEL', 'ELECTRICITY_ONLY', 'GAS_ONLY'] as const).map((value) => ({
    value,
    label: FUEL_LABELS[value],
    disabled: noGas && value !== 'ELECTRICITY_ONLY',
  }));
  const meterChoices = (['standard', 'smart', 'economy7'] as const).map((value) => ({
    value,
    label: METER_LABELS[value].label,
    hint:
      value === address.meterType
        ? `${METER_LABELS[value].hint}. Our records show this one`
        : METER_LABELS[value].hint,
  }));
  const fuelType = form.watch('fuelType');
  return (
    <section className={styles.section} aria-labelledby="quote-supply">
      <h2 id="quote-supply" className={styles.heading}>
        Your energy
      </h2>
      <FormFieldset form={form} name="fuelType" legend="Which energy would you like a quote for?">
        {(binding) => (
          <>
            {noGas && (
              <p className={styles.hint}>
                This home has no gas supply, so we can quote for electricity only.
              </p>
            )}
            <ChoiceList choices={fuelChoices} binding={binding} />
          </>
        )}
      </FormFieldset>
      {fuelType !== 'GAS_ONLY' && (
        <FormFieldset
          form={form}
          name="meterType"
          legend="What type of electricity meter do you have?"
        >
          {(binding) => (
            <>
              <p className={styles.hint}>
                We’ve chosen what our records show for your home. If your meter is different, change
                it: your answer is the one we use.
              </p>
              <ChoiceList choices={meterChoices} binding={binding} />
            </>
          )}
        </FormFieldset>
      )}
    </section>
  );
}
