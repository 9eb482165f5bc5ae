import { useId, type ComponentProps, type ReactNode } from 'react';
import { describedBy, FieldMessages } from './field-messages';
import styles from './checkbox.module.css';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'className'> {
  /** What ticking the box means, e.g. 'Keep me signed in' or a consent statement. */
  label: ReactNode;
  /** Help shown under the label and read with the checkbox. */
  hint?: string;
  /** Invalid-feedback text: marks the box invalid and is announced when it appears. */
  error?: string;
}

/** A checkbox with its label beside it and an optional hint; the whole label is clickable. */
export function Checkbox({ label, hint, error, id, ...props }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;

  return (
    <div className={styles.field}>
      <input
        {...props}
        id={inputId}
        type="checkbox"
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error, props['aria-describedby'])}
      />
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
}
