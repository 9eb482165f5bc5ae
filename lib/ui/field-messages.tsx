import styles from './input.module.css';

/** The ids a control lists in aria-describedby for its hint and error, when it has them. */
export function describedBy(id: string, hint?: string, error?: string, extra?: string) {
  return (
    [hint && `${id}-hint`, error && `${id}-error`, extra].filter(Boolean).join(' ') || undefined
  );
}

export interface FieldMessagesProps {
  /** The control's id: the messages get `${id}-hint` and `${id}-error`, as `describedBy` lists. */
  id: string;
  hint?: string;
  error?: string;
  /** Where the messages sit in the control's own layout (the checkbox's column). */
  className?: string;
}

/**
 * Every field's hint and invalid feedback (announced when it appears), under the control: the
 * one place they are drawn, for inputs, selects, text areas, checkboxes and fieldsets alike.
 */
export function FieldMessages({ id, hint, error, className }: FieldMessagesProps) {
  const placed = (look: string | undefined) => [look, className].filter(Boolean).join(' ');
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={placed(styles.hint)}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={placed(styles.error)} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
