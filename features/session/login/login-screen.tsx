import { Link } from '@/lib/ui/link';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import type { SecondFactorChallenge } from '@/lib/gateway/contract/auth';
import { useMinimumDisplay } from '@/lib/ui/use-minimum-display';
import { LoginForm } from './login-form';
import styles from './login-screen.module.css';
import { safeReturnUrl } from '../return-url';
import { useSession } from '../provider/session-context';
import { SecondFactorStep } from './second-factor-step';
import { SessionPending } from './session-pending';

/** /accounts/login: logs the customer in, then goes back to the page that asked. */
export function LoginScreen() {
  const router = useRouter();
  const { status, endedMessage, logIn, completeLogIn } = useSession();
  const returnUrl = safeReturnUrl(router.query.returnUrl);
  const signedIn = status === 'signedIn';
  const pending = useMinimumDisplay(signedIn || status === 'restoring');
  // A staff login between its password and its second factor (and its recovery codes after).
  const [secondFactor, setSecondFactor] = useState<SecondFactorChallenge | null>(null);
  const [startAgain, setStartAgain] = useState<string | null>(null);

  useEffect(() => {
    if (signedIn && router.isReady && !secondFactor) void router.replace(returnUrl);
  }, [signedIn, router, returnUrl, secondFactor]);

  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>Log in to your account</h1>
      {secondFactor ? (
        <SecondFactorStep
          challenge={secondFactor}
          onComplete={completeLogIn}
          onDone={() => setSecondFactor(null)}
          onStartAgain={(message) => {
            setSecondFactor(null);
            setStartAgain(message);
          }}
        />
      ) : pending ? (
        <SessionPending />
      ) : (
        <>
          {(startAgain ?? endedMessage) && (
            <p role="alert" className={styles.ended}>
              {startAgain ?? endedMessage}
            </p>
          )}
          <LoginForm
            onLogIn={logIn}
            onSecondFactor={(challenge) => {
              setStartAgain(null);
              setSecondFactor(challenge);
            }}
            ready={status === 'signedOut'}
          />
          <p className={styles.aside}>
            New to So Energy? <Link href="/get-a-quote">Get a quote</Link> and switch in minutes.
          </p>
        </>
      )}
    </div>
  );
}
