import { useId, type ComponentProps, type ReactNode } from 'react';
import { describedBy, FieldMessages } from './field-messages';
import inputStyles from './input.module.css';
import styles from './checkbox.module.css';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'className' | 'type'> {
  /** What ticking the box means, e.g. a consent statement. */
  label: ReactNode;
  hint?: string;
  /** Invalid-feedback text: marks the box invalid and is announced when it appears. */
  error?: string;
}

/** A checkbox with its label beside it: the label is part of the (44 px tall) target. */
export function Checkbox({ label, hint, error, id, ...props }: CheckboxProps) {
  const generatedId = useId();
  const checkboxId = id ?? generatedId;
  return (
    <div className={inputStyles.field}>
      <div className={styles.control}>
        <input
          {...props}
          type="checkbox"
          id={checkboxId}
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(checkboxId, hint, error, props['aria-describedby'])}
        />
        <label className={styles.label} htmlFor={checkboxId}>
          {label}
        </label>
      </div>
      <FieldMessages id={checkboxId} hint={hint} error={error} />
    </div>
  );
}
