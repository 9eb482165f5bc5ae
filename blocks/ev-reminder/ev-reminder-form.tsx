import { useMemo, useState } from 'react';
import { z } from 'zod';
import { formatLongDate, londonIsoDate } from '@/lib/format-date';
import { FormField } from '@/lib/forms/form-field';
import { SubmitButton } from '@/lib/forms/submit-button';
import { useGatewayForm } from '@/lib/forms/use-gateway-form';
import { isoDate } from '@/lib/gateway/contract/common';
import {
  evReminderDateProblem,
  evReminderRequest,
  latestEvReminderDate,
  type EvReminder,
} from '@/lib/gateway/contract/ev-reminders';
import { createEvReminder } from '@/lib/gateway/ev-reminders';
import { Checkbox } from '@/lib/ui/checkbox';
import { FormAlert } from '@/lib/ui/form-alert';
import { SentConfirmation } from '../sent-confirmation';
import type { EvReminderBlok } from './schema';
import styles from '../block-form.module.css';

const DEFAULT_CONSENT =
  'Email me once, on this date, about switching to the So EV tariff. I know So Energy ' +
  "won't use my email address for anything else.";

/** The gateway's request, checked against today's date in the UK before it is sent. */
function reminderForm(today: string) {
  return evReminderRequest.extend({
    remindOn: z
      .string()
      .min(1, { error: 'Choose the day you would like your reminder' })
      .pipe(isoDate)
      .superRefine((remindOn, context) => {
        const problem = evReminderDateProblem(remindOn, today);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
  });
}

export function EvReminderForm({ blok }: { blok: EvReminderBlok }) {
  const today = londonIsoDate(new Date().toISOString());
  const schema = useMemo(() => reminderForm(today), [today]);
  const [saved, setSaved] = useState<EvReminder | null>(null);
  const { form, submit, alert } = useGatewayForm({
    schema,
    defaultValues: { email: '', remindOn: '' },
    send: async (request) => setSaved(await createEvReminder(request)),
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
    <form className={styles.form} onSubmit={submit} noValidate>
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
