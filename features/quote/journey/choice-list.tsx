import type { ReactNode } from 'react';
import type { ChoiceBinding } from '@/lib/forms/field-binding';
import styles from './choice-list.module.css';

export interface Choice<Value extends string> {
  value: Value;
  label: string;
  hint?: ReactNode;
  disabled?: boolean;
}

export const YES_NO_CHOICES = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/**
 * A question's radios (inside a FormFieldset), each a large card with an optional hint; short
 * answers such as Yes and No sit side by side.
 */
export function ChoiceList<Value extends string>({
  choices,
  binding,
  inline = false,
}: {
  choices: readonly Choice<Value>[];
  binding: ChoiceBinding;
  inline?: boolean;
}) {
  return (
    <div className={inline ? `${styles.choices} ${styles.inline}` : styles.choices}>
      {choices.map(({ value, label, hint, disabled }) => (
        <label key={value} className={styles.choice}>
          <input type="radio" value={value} disabled={disabled} {...binding} />
          <span className={styles.choiceText}>
            <span className={styles.choiceLabel}>{label}</span>
            {hint && <span className={styles.choiceHint}>{hint}</span>}
          </span>
        </label>
      ))}
    </div>
  );
}
