import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatLongDate, londonIsoDate } from '@/lib/format-date';
import { useSendFailure } from '@/lib/forms/use-send-failure';
import { isoDate } from '@/lib/gateway/contract/common';
import {
  evReminderDateProblem,
  evReminderRequest,
  latestEvReminderDate,
  type EvReminder,
} from '@/lib/gateway/contract/ev-reminders';
import { createEvReminder } from '@/lib/gateway/marketing';
import { Button } from '@/lib/ui/button';
import { Checkbox } from '@/lib/ui/checkbox';
import { FormAlert } from '@/lib/ui/form-alert';
import { Input } from '@/lib/ui/input';
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
type ReminderForm = ReturnType<typeof reminderForm>;

const FIELDS = ['email', 'remindOn', 'consent'] as const;

export function EvReminderForm({ blok }: { blok: EvReminderBlok }) {
  const today = londonIsoDate(new Date().toISOString());
  const schema = useMemo(() => reminderForm(today), [today]);
  const form = useForm<z.input<ReminderForm>, unknown, z.output<ReminderForm>>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', remindOn: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const failure = useSendFailure(form.setError, FIELDS);
  const [saved, setSaved] = useState<EvReminder | null>(null);

  const submit = form.handleSubmit(async (request) => {
    failure.clear();
    try {
      setSaved(await createEvReminder(request));
    } catch (error) {
      failure.show(error);
    }
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
      <Input
        label="Email address"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Input
        label="Date for your reminder"
        type="date"
        min={today}
        max={latestEvReminderDate(today)}
        hint="Today or any day in the next 2 years"
        error={errors.remindOn?.message}
        {...form.register('remindOn')}
      />
      <Checkbox
        label={blok.consent_text ?? DEFAULT_CONSENT}
        error={errors.consent?.message}
        {...form.register('consent')}
      />
      <FormAlert message={failure.message} />
      <Button type="submit" loading={isSubmitting}>
        {blok.submit_label ?? 'Remind me'}
      </Button>
    </form>
  );
}
