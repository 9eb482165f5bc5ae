import { formatKwh, formatNumber } from '@/lib/format-number';
import { FormField } from '@/lib/forms/form-field';
import { FormFieldset } from '@/lib/forms/form-fieldset';
import { TYPICAL_USAGE, USAGE_ENTRY_RANGES } from '@/lib/gateway/contract/quote-figures';
import { PROFILE_HINTS, PROFILE_LABELS } from './answer-labels';
import { ChoiceList } from '../journey/choice-list';
import { fuelsOf, type QuoteForm, type QuoteFormValues } from './quote-form';
import styles from './quote-step.module.css';

/** SPEC §3's typical yearly use of a profile, for the fuels quoted (day and night for E7). */
export function typicalUsageText(
  profile: keyof typeof TYPICAL_USAGE,
  fuelType: QuoteFormValues['fuelType'],
  economySeven: boolean,
): string {
  const typical = TYPICAL_USAGE[profile];
  return fuelsOf(fuelType)
    .map((fuel) => {
      if (fuel === 'gas') return `gas ${formatKwh(typical.gas)}`;
      return economySeven
        ? `electricity ${formatKwh(typical.day)} day + ${formatKwh(typical.night)} night`
        : `electricity ${formatKwh(typical.electricity)}`;
    })
    .join(', ');
}

const PERIOD_CHOICES = [
  { value: 'month', label: 'A month' },
  { value: 'year', label: 'A year' },
] as const;

export function UsageSection({ form }: { form: QuoteForm }) {
  const [fuelType, meterType, profile, period] = form.watch([
    'fuelType',
    'meterType',
    'usageProfile',
    'usagePeriod',
  ]);
  const economySeven = fuelType !== 'GAS_ONLY' && meterType === 'economy7';
  const profileChoices = (['LOW', 'MEDIUM', 'HIGH'] as const).map((value) => ({
    value,
    label: PROFILE_LABELS[value],
    hint: (
      <>
        {PROFILE_HINTS[value]}. Typically a year: {typicalUsageText(value, fuelType, economySeven)}
      </>
    ),
  }));
  const choices = [
    ...profileChoices,
    {
      value: 'EXACT_AMOUNT' as const,
      label: PROFILE_LABELS.EXACT_AMOUNT,
      hint: 'Use the kWh from a recent bill or your annual statement',
    },
  ];
  return (
    <section className={styles.section} aria-labelledby="quote-usage">
      <h2 id="quote-usage" className={styles.heading}>
        How much energy you use
      </h2>
      <FormFieldset form={form} name="usageProfile" legend="How much energy does your home use?">
        {(binding) => <ChoiceList choices={choices} binding={binding} />}
      </FormFieldset>
      {profile === 'EXACT_AMOUNT' && (
        <div className={styles.exact}>
          <FormFieldset
            form={form}
            name="usagePeriod"
            legend="Is your amount for a month or a year?"
          >
            {(binding) => <ChoiceList choices={PERIOD_CHOICES} binding={binding} />}
          </FormFieldset>
          {fuelsOf(fuelType).map((fuel) => {
            const [min, max] = USAGE_ENTRY_RANGES[fuel][period];
            return (
              <FormField
                key={fuel}
                form={form}
                name={fuel === 'gas' ? 'gasKwh' : 'electricityKwh'}
                label={`${fuel === 'gas' ? 'Gas' : 'Electricity'} in kWh a ${period}`}
                hint={`Between ${formatNumber(min)} and ${formatNumber(max)}`}
                inputMode="numeric"
              />
            );
          })}
        </div>
      )}
    </section>
  );
}
