import { Link } from '@/lib/ui/link';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useMinimumDisplay } from '@/lib/ui/use-minimum-display';
import { LoginForm } from './login-form';
import styles from './login-screen.module.css';
import { safeReturnUrl } from './return-url';
import { useSession } from './session-context';
import { SessionPending } from './session-pending';

/** /accounts/login: logs the customer in, then goes back to the page that asked. */
export function LoginScreen() {
  const router = useRouter();
  const { status, endedMessage, logIn } = useSession();
  const returnUrl = safeReturnUrl(router.query.returnUrl);
  const signedIn = status === 'signedIn';
  const pending = useMinimumDisplay(signedIn || status === 'restoring');

  useEffect(() => {
    if (signedIn && router.isReady) void router.replace(returnUrl);
  }, [signedIn, router, returnUrl]);

  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>Log in to your account</h1>
      {pending ? (
        <SessionPending />
      ) : (
        <>
          {endedMessage && (
            <p role="alert" className={styles.ended}>
              {endedMessage}
            </p>
          )}
          <LoginForm onLogIn={logIn} ready={status === 'signedOut'} />
          <p className={styles.aside}>
            New to So Energy? <Link href="/get-a-quote">Get a quote</Link> and switch in minutes.
          </p>
        </>
      )}
    </div>
  );
}
