import { useEffect, useRef, useState } from 'react';
import { describeSendFailure } from '@/lib/forms/send-failure';
import { SecondFactorCodeForm } from '@/lib/forms/second-factor-code-form';
import { useDeferredSchemaForm } from '@/lib/forms/use-deferred-schema-form';
import { useGatewaySending } from '@/lib/forms/use-gateway-sending';
import type { SecondFactorChallenge } from '@/lib/gateway/contract/auth';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { AuthenticatorSetup } from '@/lib/ui/authenticator-setup';
import authenticator from '@/lib/ui/authenticator-setup.module.css';
import { Button } from '@/lib/ui/button';
import { announce } from '@/lib/ui/live-region';
import { LOGGED_IN_MESSAGE } from './login-form';
import styles from './second-factor-step.module.css';
import type { SecondFactorDone } from '../state/session-source';

type Finished = Omit<SecondFactorDone, 'grant'>;

interface SecondFactorStepProps {
  challenge: SecondFactorChallenge;
  /** Sends the code: signs in, answering the recovery codes to show once or how many are left. */
  onComplete: (challenge: string, code: string) => Promise<Finished>;
  /** Signed in and done here: on to the page that asked. */
  onDone: () => void;
  /** The login must start again from the password (too slow, too many wrong codes). */
  onStartAgain: (message: string) => void;
}

// The check arrives once the code field is used: the login page's first load has no zod.
const loadSchema = () => import('./login-schema').then((module) => module.secondFactorFormSchema);

/**
 * A staff login's second step, after the right password: the 6-digit code of their
 * authenticator app (or a recovery code); the first time, setting the app up from a QR code (or
 * its key as text) and then keeping the ten recovery codes shown once.
 */
export function SecondFactorStep({
  challenge,
  onComplete,
  onDone,
  onStartAgain,
}: SecondFactorStepProps) {
  const [finished, setFinished] = useState<Finished | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Each part is a new screen: its heading takes focus, so it is read from the top.
  useEffect(() => heading.current?.focus(), [finished]);

  const enrolment = challenge.enrolment;
  const title = finished?.recoveryCodes
    ? 'Save your recovery codes'
    : finished
      ? 'Logged in with a recovery code'
      : enrolment
        ? 'Set up your authenticator app'
        : 'Enter your code';

  return (
    <section className={styles.step} aria-labelledby="second-factor-heading">
      <h2 id="second-factor-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        {title}
      </h2>
      {finished?.recoveryCodes ? (
        <>
          <p className={styles.text}>
            You are logged in. If you lose your phone, each of these codes logs you in once instead
            of a code from the app. This is the only time they are shown: print them, or keep them
            in your password manager.
          </p>
          <ul className={authenticator.codes} aria-label="Recovery codes">
            {finished.recoveryCodes.map((code) => (
              <li key={code}>
                <code className={authenticator.code}>{code}</code>
              </li>
            ))}
          </ul>
          <Button onClick={onDone} fullWidth>
            I have saved them: continue
          </Button>
        </>
      ) : finished ? (
        <>
          <p className={styles.text}>
            That recovery code cannot be used again. You have {finished.recoveryCodesLeft} recovery{' '}
            {finished.recoveryCodesLeft === 1 ? 'code' : 'codes'} left. If you have lost your phone,
            ask the IT service desk to reset your authenticator app.
          </p>
          <Button onClick={onDone} fullWidth>
            Continue
          </Button>
        </>
      ) : (
        <>
          {enrolment ? (
            <>
              <p className={styles.text}>
                Staff log in with a code from an authenticator app as well as their password.
              </p>
              <AuthenticatorSetup
                qrCode={enrolment.qr_code}
                secret={enrolment.secret}
                qrCodeAlt="QR code of your So Energy staff authenticator account"
              />
            </>
          ) : (
            <p className={styles.text}>
              Open your authenticator app and type the 6-digit code it shows for So Energy staff.
              Lost your phone? Type one of your recovery codes instead.
            </p>
          )}
          <CodeForm
            challenge={challenge.challenge}
            enrolling={Boolean(enrolment)}
            onComplete={onComplete}
            onFinished={(result) => {
              if (result.recoveryCodes || result.recoveryCodesLeft !== undefined)
                setFinished(result);
              else {
                announce(LOGGED_IN_MESSAGE);
                onDone();
              }
            }}
            onStartAgain={onStartAgain}
          />
        </>
      )}
    </section>
  );
}

function CodeForm({
  challenge,
  enrolling,
  onComplete,
  onFinished,
  onStartAgain,
}: {
  challenge: string;
  enrolling: boolean;
  onComplete: SecondFactorStepProps['onComplete'];
  onFinished: (result: Finished) => void;
  onStartAgain: (message: string) => void;
}) {
  const { form, loadCheck } = useDeferredSchemaForm(
    loadSchema,
    { code: '' },
    { shouldFocusError: false },
  );
  const sending = useGatewaySending(form, {
    send: async ({ code }) => {
      try {
        onFinished(await onComplete(challenge, code));
      } catch (error) {
        // The challenge is over: back to the password, saying why.
        if (!(error instanceof GatewayError) || error.statusCode !== 401) throw error;
        onStartAgain(error.message);
      }
    },
    // A wrong code is said beside the field; a paused login above the form.
    describeFailure: (error) => describeSendFailure(error, ['code']),
  });
  return (
    <SecondFactorCodeForm form={form} {...sending} enrolling={enrolling} onFocus={loadCheck} />
  );
}
