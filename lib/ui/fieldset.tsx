import { useId, type ReactNode } from 'react';
import styles from './fieldset.module.css';
import inputStyles from './input.module.css';

export interface FieldsetProps {
  /** The question the group of controls answers: it names the group. */
  legend: ReactNode;
  legendClassName?: string;
  /** Invalid-feedback text for the group, under the legend and announced when it appears. */
  error?: string;
  children: ReactNode;
}

/** A group of radios or checkboxes answering one question, with its error tied to the group. */
export function Fieldset({ legend, legendClassName, error, children }: FieldsetProps) {
  const errorId = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={legendClassName ?? styles.legend}>{legend}</legend>
      {error && (
        <p id={errorId} className={inputStyles.error} role="alert">
          {error}
        </p>
      )}
      {children}
    </fieldset>
  );
}
