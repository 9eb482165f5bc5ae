import styles from './form-alert.module.css';

/** A form's own error (not one field's), announced as soon as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className={message ? styles.alert : undefined}>
      {message}
    </div>
  );
}
