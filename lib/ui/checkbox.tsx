import { useId, type ComponentProps } from 'react';
import styles from './checkbox.module.css';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'className'> {
  label: string;
  /** Help shown under the label and read with the checkbox. */
  hint?: string;
}

/** A checkbox with its label beside it and an optional hint; the whole label is clickable. */
export function Checkbox({ label, hint, id, ...props }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint && hintId, props['aria-describedby']].filter(Boolean).join(' ');

  return (
    <div className={styles.field}>
      <input
        {...props}
        id={inputId}
        type="checkbox"
        className={styles.input}
        aria-describedby={describedBy || undefined}
      />
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
