import { useEffect, useRef } from 'react';
import styles from './form-alert.module.css';
import { LiveMessage } from './live-message';

/**
 * A form's own error (not one field's), announced as soon as it appears. Sending disables the
 * submit button, which loses focus, so the message takes focus: the person is brought to what
 * went wrong and can carry on from there with the keyboard.
 */
export function FormAlert({ message }: { message: string | null }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) alert.current?.focus();
  }, [message]);
  return (
    <LiveMessage politeness="assertive" ref={alert} tabIndex={-1} className={styles.alert}>
      {message}
    </LiveMessage>
  );
}
