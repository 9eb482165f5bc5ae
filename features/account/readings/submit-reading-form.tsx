import { useState } from 'react';
import { formatLongDate } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import { FormField } from '@/lib/forms/form-field';
import { FormFieldset } from '@/lib/forms/form-fieldset';
import { SubmitButton } from '@/lib/forms/submit-button';
import { useGatewayForm } from '@/lib/forms/use-gateway-form';
import { randomToken } from '@/lib/client-id';
import type {
  MeterPoint,
  ReadingSubmission,
  SubmittedReadings,
} from '@/lib/gateway/contract/readings';
import { createIdempotentAttempts } from '@/lib/gateway/idempotent-attempts';
import { keptOrSent, KEPT_ON_DEVICE } from './offline/keep-when-offline';
import { Checkbox } from '@/lib/ui/checkbox';
import { FormAlert } from '@/lib/ui/form-alert';
import { LiveMessage } from '@/lib/ui/live-message';
import { describeReadingFailure } from './reading-failure';
import { readingFormDefaults, readingFormSchema, submissionFrom } from './reading-form';
import { registerLabel, UNIT_SYMBOLS } from './reading-words';
import panels from '../screen/panels.module.css';
import styles from './readings-screen.module.css';

interface SubmitReadingFormProps {
  accountId: number;
  meter: MeterPoint;
  today: string;
  onSubmitted: (answer: SubmittedReadings) => void;
}

function savedWords(meter: MeterPoint, answer: SubmittedReadings): string {
  const [first] = answer.readings;
  if (!first) return '';
  const values = answer.readings
    .map((reading) => {
      const register = meter.registers.find((r) => r.id === reading.registerId);
      const unit = register ? UNIT_SYMBOLS[register.unit] : '';
      const name = reading.registerName === 'standard' ? '' : `${reading.registerName} `;
      return `${name}${formatNumber(reading.value)} ${unit}`.trim();
    })
    .join(' and ');
  const replaced = answer.replacedEstimates
    .map((estimate) => `${formatNumber(estimate.value)} on ${formatLongDate(estimate.readOn)}`)
    .join(', ');
  return (
    `Thank you: we have your reading of ${values} for ${formatLongDate(first.readOn)}.` +
    (replaced ? ` It replaces our estimate (${replaced}); your next bill puts it right.` : '')
  );
}

const KEPT_WORDS =
  'No signal: your reading is kept on this device, and listed below until it goes to us, as soon as you are back online.';

/**
 * Sends a reading for every register of one meter. When the gateway questions it (lower than the
 * last actual reading, or far above the usual use), the question appears beside that register
 * and the reading goes again once answered; nothing typed is lost.
 */
export function SubmitReadingForm({
  accountId,
  meter,
  today,
  onSubmitted,
}: SubmitReadingFormProps) {
  const [saved, setSaved] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [attempts] = useState(() =>
    createIdempotentAttempts(
      (body: ReadingSubmission, options) =>
        keptOrSent(accountId, body, options, async () =>
          (await import('@/lib/gateway/readings')).submitReadings(accountId, body, options),
        ),
      randomToken,
    ),
  );
  const { form, submit, alert } = useGatewayForm({
    schema: readingFormSchema,
    defaultValues: readingFormDefaults(meter, today),
    describeFailure: describeReadingFailure,
    async send(values) {
      setSending(true);
      try {
        const answer = await attempts.send(submissionFrom(meter, values));
        form.reset(readingFormDefaults(meter, today));
        if (answer === KEPT_ON_DEVICE) {
          setSaved(KEPT_WORDS);
          return;
        }
        setSaved(savedWords(meter, answer));
        onSubmitted(answer);
      } finally {
        setSending(false);
      }
    },
  });
  const errors = form.formState.errors.readings;
  const typed = form.watch('readings');

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        setSaved(null);
        void submit(event);
      }}
      noValidate
      aria-label={`Send a reading for meter ${meter.serialNumber}`}
    >
      <FormAlert message={alert} />
      <div className={styles.fields}>
        {meter.registers.map((register, index) => (
          <div key={register.id} className={styles.register}>
            <FormField
              form={form}
              name={`readings.${index}.value`}
              label={registerLabel(register)}
              hint={
                register.lastActualReading
                  ? `Last actual reading ${formatNumber(register.lastActualReading.value)} on ${formatLongDate(register.lastActualReading.readOn)}`
                  : `The first ${register.digits} numbers on the dial, left to right`
              }
              inputMode="numeric"
              autoComplete="off"
            />
            {(errors?.[index]?.lowerReadingReason || typed[index]?.lowerReadingReason) && (
              <FormFieldset
                form={form}
                name={`readings.${index}.lowerReadingReason`}
                legend="Why is this reading lower?"
              >
                {(choice) => (
                  <>
                    <label className={panels.choice}>
                      <input type="radio" value="meterRolledOver" {...choice} />
                      The meter went past its highest number back to zero
                    </label>
                    <label className={panels.choice}>
                      <input type="radio" value="correctsEstimate" {...choice} />
                      An earlier reading or estimate was too high: this one is right
                    </label>
                  </>
                )}
              </FormFieldset>
            )}
            {(errors?.[index]?.highUseConfirmed || typed[index]?.highUseConfirmed) && (
              <FormField
                form={form}
                name={`readings.${index}.highUseConfirmed`}
                as={Checkbox}
                label="I have checked the meter: this reading is right"
              />
            )}
          </div>
        ))}
        <FormField form={form} name="readOn" label="Date of reading" type="date" max={today} />
      </div>
      <SubmitButton form={form}>Send reading</SubmitButton>
      {/* Says the reading is on its way (Enter in a field sends it without the button, whose
          spinner is not heard), then that it arrived. */}
      <LiveMessage politeness="polite" className={styles.saved}>
        {sending ? 'Sending your reading…' : saved}
      </LiveMessage>
    </form>
  );
}
