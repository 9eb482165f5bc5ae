import styles from './input.module.css';

/** The ids a control lists in aria-describedby for its hint and error, when it has them. */
export function describedBy(id: string, hint?: string, error?: string, extra?: string) {
  return (
    [hint && `${id}-hint`, error && `${id}-error`, extra].filter(Boolean).join(' ') || undefined
  );
}

/**
 * Every field's hint and invalid feedback (announced when it appears), under the control: the
 * one place they are drawn, for inputs, selects, text areas, checkboxes and fieldsets alike.
 */
export function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
