import { useId, type ReactNode } from 'react';
import { describedBy, FieldMessages } from './field-messages';
import styles from './fieldset.module.css';

export interface FieldsetProps {
  /** The question the group of controls answers: it names the group. */
  legend: ReactNode;
  legendClassName?: string;
  /** Invalid-feedback text for the group, under the legend and announced when it appears. */
  error?: string;
  children: ReactNode;
  /** The base of its messages' ids, for a control inside that refers to the error. */
  id?: string;
}

/**
 * A group of radios or checkboxes answering one question, with its error tied to the group.
 * With an error, the group itself can take focus, so its question and error are read first.
 */
export function Fieldset({ legend, legendClassName, error, children, id }: FieldsetProps) {
  const generatedId = useId();
  const groupId = id ?? generatedId;
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={describedBy(groupId, undefined, error)}
      tabIndex={error ? -1 : undefined}
    >
      <legend className={legendClassName ?? styles.legend}>{legend}</legend>
      <FieldMessages id={groupId} error={error} />
      {children}
    </fieldset>
  );
}
