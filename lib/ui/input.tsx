import { useId, type ComponentProps } from 'react';
import { describedBy, FieldMessages } from './field-messages';
import styles from './input.module.css';

export interface InputProps extends Omit<ComponentProps<'input'>, 'placeholder' | 'className'> {
  label: string;
  /** Help shown under the field and read with it. */
  hint?: string;
  /** Invalid-feedback text: marks the field invalid and is announced when it appears. */
  error?: string;
}

/** A 72 px text input whose label sits inside it and floats up when focused or filled. */
export function Input({ label, hint, error, id, ...props }: InputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;

  return (
    <div className={styles.field}>
      <div className={styles.control}>
        <input
          {...props}
          id={inputId}
          className={styles.input}
          placeholder=" "
          aria-invalid={error ? true : props['aria-invalid']}
          aria-describedby={describedBy(inputId, hint, error, props['aria-describedby'])}
        />
        <label className={styles.label} htmlFor={inputId}>
          {label}
        </label>
      </div>
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
}
