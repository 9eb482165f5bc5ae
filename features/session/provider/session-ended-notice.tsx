import { useRouter } from 'next/router';
import { Button, ButtonLink } from '@/lib/ui/button';
import { LOGIN_PATH, loginPathFor } from '../return-url';
import { useSession } from './session-context';
import styles from './session-ended-notice.module.css';

/**
 * Tells the customer their session ended (a failed renewal, or it expired) wherever they are;
 * the login page says it above its form instead.
 */
export function SessionEndedNotice() {
  const router = useRouter();
  const { endedMessage, dismissEndedMessage } = useSession();
  if (!endedMessage || router.pathname === LOGIN_PATH) return null;

  return (
    <aside className={styles.notice} aria-label="Your session">
      <p role="alert" className={styles.message}>
        {endedMessage}
      </p>
      <div className={styles.actions}>
        <ButtonLink href={loginPathFor(router.asPath)} size="small">
          Log in
        </ButtonLink>
        <Button variant="secondary" size="small" onClick={dismissEndedMessage}>
          Dismiss
        </Button>
      </div>
    </aside>
  );
}
