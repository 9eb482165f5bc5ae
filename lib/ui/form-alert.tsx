import { useEffect, useRef } from 'react';
import styles from './form-alert.module.css';

/**
 * A form's own error (not one field's), announced as soon as it appears. Sending disables the
 * submit button, which loses focus, so the message takes focus: the person is brought to what
 * went wrong and can carry on from there with the keyboard. The live region waits in the page
 * (so the message is announced when it appears) but is an alert only with a message in it: an
 * empty alert is read out as "alert" by anyone reading the form.
 */
export function FormAlert({ message }: { message: string | null }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) alert.current?.focus();
  }, [message]);
  return (
    <div
      ref={alert}
      role={message ? 'alert' : undefined}
      aria-live="assertive"
      tabIndex={message ? -1 : undefined}
      className={message ? styles.alert : undefined}
    >
      {message}
    </div>
  );
}
