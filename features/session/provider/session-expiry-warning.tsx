import { useCallback, useId, useState } from 'react';
import { useClock } from '@/lib/use-clock';
import { Modal } from '@/lib/ui/modal';
import { visuallyHiddenClassName } from '@/lib/ui/visually-hidden';
import styles from './session-expiry-warning.module.css';
import {
  expiryCountdownDelay,
  isExpiryWarningDue,
  minutesLeft,
  secondsLeft,
} from '../state/timing';

export interface SessionExpiryWarningProps {
  /** When the short-lived session ends unless renewed (epoch ms). */
  expiresAt: number;
  /** Renews the session (false when it failed); once renewed, `expiresAt` moves on and the warning closes. */
  onStay: () => Promise<boolean>;
  onLogOut: () => void;
}

const inMinutes = (minutes: number) => (minutes === 1 ? '1 minute' : `${minutes} minutes`);

/** 299 seconds → '4:59'. */
function countdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Warns a customer whose session is about to end for want of activity, and lets them stay
 * logged in or log out (WCAG 2.2.1). The countdown on screen changes every second; screen
 * readers hear the time left once a minute, from a live region inside the dialog (outside an
 * aria-modal dialog some screen readers hear nothing).
 */
export function SessionExpiryWarning({ expiresAt, onStay, onLogOut }: SessionExpiryWarningProps) {
  const now = useClock(useCallback((at) => expiryCountdownDelay(expiresAt, at), [expiresAt]));
  const descriptionId = useId();
  const [renewing, setRenewing] = useState(false);
  const open = isExpiryWarningDue({ longLived: false, sessionExpiresAt: expiresAt }, now);
  const timeLeft = expiresAt - now;

  const stay = () => {
    if (renewing) return;
    setRenewing(true);
    // A renewal the gateway refuses ends the session, one that cannot reach it leaves it
    // offline: each says so in its own notice.
    void onStay().finally(() => setRenewing(false));
  };

  return (
    <Modal
      open={open}
      title="You will be logged out soon"
      onClose={stay}
      onConfirm={stay}
      confirmLabel="Stay logged in"
      confirming={renewing}
      onCancel={onLogOut}
      cancelLabel="Log out"
      describedBy={descriptionId}
      initialFocus="confirm"
    >
      <p aria-hidden="true">
        To keep your account secure, we will log you out in{' '}
        <strong className={styles.countdown}>{countdown(secondsLeft(timeLeft))}</strong>.
      </p>
      <p id={descriptionId} role="status" className={visuallyHiddenClassName}>
        To keep your account secure, we will log you out in {inMinutes(minutesLeft(timeLeft))}.
      </p>
    </Modal>
  );
}
