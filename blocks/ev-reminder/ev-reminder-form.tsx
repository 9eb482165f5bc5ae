import { useState } from 'react';
import { formatLongDate, londonIsoDate } from '@/lib/format-date';
import { FormField } from '@/lib/forms/form-field';
import { describeSendFailure } from '@/lib/forms/send-failure';
import { SubmitButton } from '@/lib/forms/submit-button';
import { useDeferredGatewayForm } from '@/lib/forms/use-gateway-form';
import { latestEvReminderDate } from '@/lib/gateway/contract/ev-reminder-dates';
import type { EvReminder } from '@/lib/gateway/contract/ev-reminders';
import { Checkbox } from '@/lib/ui/checkbox';
import { FormAlert } from '@/lib/ui/form-alert';
import { SentConfirmation } from '../sent-confirmation';
import type { EvReminderBlok } from './schema';
import styles from '../block-form.module.css';

const DEFAULT_CONSENT =
  'Email me once, on this date, about switching to the So EV tariff. I know So Energy ' +
  "won't use my email address for anything else.";

// The form's check and the gateway's call (classic zod) arrive once the visitor turns to the
// form, not as the page loads.
const loadSchema = () =>
  import('./ev-reminder-form-schema').then((module) => module.evReminderFormSchema);

export function EvReminderForm({ blok }: { blok: EvReminderBlok }) {
  const today = londonIsoDate(new Date().toISOString());
  const [saved, setSaved] = useState<EvReminder | null>(null);
  const { form, loadCheck, submit, alert } = useDeferredGatewayForm({
    loadSchema,
    defaultValues: { email: '', remindOn: '' },
    // The consent box starts unticked, so it has no default to name it: the gateway may.
    describeFailure: (error) => describeSendFailure(error, ['email', 'remindOn', 'consent']),
    async send(request) {
      const { createEvReminder } = await import('@/lib/gateway/ev-reminders');
      setSaved(await createEvReminder(request));
    },
  });

  if (saved) {
    return (
      <SentConfirmation
        message={`Done. We'll email ${saved.email} on ${formatLongDate(saved.remindOn)}.`}
        againLabel="Choose a different date"
        onAgain={() => setSaved(null)}
      />
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} onFocus={loadCheck} noValidate>
      <FormField form={form} name="email" label="Email address" type="email" autoComplete="email" />
      <FormField
        form={form}
        name="remindOn"
        label="Date for your reminder"
        type="date"
        min={today}
        max={latestEvReminderDate(today)}
        hint="Today or any day in the next 2 years"
      />
      <FormField
        form={form}
        name="consent"
        as={Checkbox}
        label={blok.consent_text ?? DEFAULT_CONSENT}
      />
      <FormAlert message={alert} />
      <SubmitButton form={form}>{blok.submit_label ?? 'Remind me'}</SubmitButton>
    </form>
  );
}
