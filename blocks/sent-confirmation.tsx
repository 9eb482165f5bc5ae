import { useEffect, useRef } from 'react';
import { Button } from '@/lib/ui/button';
import styles from './sent-confirmation.module.css';

/**
 * What a form becomes once it has been sent: the confirmation, focused so that keyboard and
 * screen-reader users land on it, and optionally a way to go again.
 */
export function SentConfirmation({
  message,
  detail,
  againLabel,
  onAgain,
}: {
  message: string;
  detail?: string;
  againLabel?: string;
  onAgain?: () => void;
}) {
  const confirmation = useRef<HTMLDivElement>(null);
  useEffect(() => confirmation.current?.focus(), []);
  return (
    <div ref={confirmation} tabIndex={-1} className={styles.confirmation} role="status">
      <p className={styles.message}>{message}</p>
      {detail && <p className={styles.detail}>{detail}</p>}
      {againLabel && onAgain && (
        <Button variant="secondary" size="small" onClick={onAgain}>
          {againLabel}
        </Button>
      )}
    </div>
  );
}
