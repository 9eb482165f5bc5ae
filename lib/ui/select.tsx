import { useId, type ComponentProps, type ReactNode } from 'react';
import { describedBy, FieldMessages } from './field-messages';
import inputStyles from './input.module.css';
import styles from './select.module.css';

export interface SelectProps extends Omit<ComponentProps<'select'>, 'className'> {
  label: string;
  hint?: string;
  /** Invalid-feedback text: marks the field invalid and is announced when it appears. */
  error?: string;
  children: ReactNode;
}

/** A native select, 72 px like Input, with its label at the top of the box. */
export function Select({ label, hint, error, id, children, ...props }: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={inputStyles.field}>
      <div className={inputStyles.control}>
        <select
          {...props}
          id={selectId}
          className={`${inputStyles.input} ${styles.select}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(selectId, hint, error, props['aria-describedby'])}
        >
          {children}
        </select>
        <label className={styles.label} htmlFor={selectId}>
          {label}
        </label>
      </div>
      <FieldMessages id={selectId} hint={hint} error={error} />
    </div>
  );
}
