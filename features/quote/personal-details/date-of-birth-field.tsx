import { useId } from 'react';
import { useFormState } from 'react-hook-form';
import type { AnyForm } from '@/lib/forms/field-binding';
import { describedBy } from '@/lib/ui/field-messages';
import { Fieldset } from '@/lib/ui/fieldset';
import { Input } from '@/lib/ui/input';
import type { DatePart } from './date-of-birth';
import type { PersonalDetailsValues } from './personal-details-form';
import styles from './personal-details-step.module.css';

const BOXES: readonly { part: DatePart; label: string; autoComplete: string }[] = [
  { part: 'day', label: 'Day', autoComplete: 'bday-day' },
  { part: 'month', label: 'Month', autoComplete: 'bday-month' },
  { part: 'year', label: 'Year', autoComplete: 'bday-year' },
];

/**
 * GOV.UK's date input: three boxes for day, month and year under one question, with one
 * message for the date; the cursor goes to the box the message is about.
 */
export function DateOfBirthField<Output>({
  form,
}: {
  form: AnyForm<PersonalDetailsValues, Output>;
}) {
  const groupId = useId();
  const hintId = useId();
  const { errors } = useFormState({ control: form.control, name: 'dateOfBirth' });
  const problem = errors.dateOfBirth;
  const error = problem?.day?.message ?? problem?.month?.message ?? problem?.year?.message;
  return (
    <Fieldset id={groupId} legend="Date of birth" error={error}>
      <p id={hintId} className={styles.hint}>
        For example, 27 3 1990. You need to be 18 or over to open an account.
      </p>
      <div className={styles.dateBoxes}>
        {BOXES.map(({ part, label, autoComplete }) => {
          // The box the message is about says so itself, as the cursor is put there.
          const boxError = problem?.[part]?.message;
          return (
            <div key={part} className={part === 'year' ? styles.yearBox : styles.dateBox}>
              <Input
                {...form.register(`dateOfBirth.${part}`)}
                label={label}
                inputMode="numeric"
                autoComplete={autoComplete}
                aria-invalid={boxError ? true : undefined}
                aria-describedby={[hintId, describedBy(groupId, undefined, boxError)]
                  .filter(Boolean)
                  .join(' ')}
              />
            </div>
          );
        })}
      </div>
    </Fieldset>
  );
}
