import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { CurrentPasswordField, SignInEmailField } from '@/lib/forms/sign-in-fields';
import { SecondFactorCodeForm } from '@/lib/forms/second-factor-code-form';
import { SubmitButton } from '@/lib/forms/submit-button';
import { useGatewayForm } from '@/lib/forms/use-gateway-form';
import { AuthenticatorSetup } from '@/lib/ui/authenticator-setup';
import authenticator from '@/lib/ui/authenticator-setup.module.css';
import { Button } from '@/lib/ui/button';
import { FormAlert } from '@/lib/ui/form-alert';
import { editorReturnPath } from './editor-return-path';
import { sendEditorCode, SignInAgainError, signInToEditor } from './sign-in-request';
import { codeSchema, signInSchema, type SignInAnswer } from './sign-in-schema';
import styles from './sign-in-screen.module.css';

type Enrolment = Extract<SignInAnswer, { step: 'enrol' }>;

/** Where the sign-in has got to: each step is a screen of its own. */
type Step =
  | { step: 'password'; notice: string | null }
  | { step: 'code' }
  | Enrolment
  | { step: 'recovery-codes'; codes: readonly string[] }
  | { step: 'recovery-code-used'; left: number };

const HEADINGS: Record<Step['step'], string> = {
  password: 'Sign in to the editor',
  code: 'Enter your code',
  enrol: 'Set up your authenticator app',
  'recovery-codes': 'Save your recovery codes',
  'recovery-code-used': 'Signed in with a recovery code',
};

/**
 * /editor/login: an editor gives their email and password, then the code of their authenticator
 * app (setting the app up from a QR code the first time, and keeping ten recovery codes), then
 * goes on to the editor page that sent them here.
 */
export function EditorSignInScreen() {
  const router = useRouter();
  const [step, setStep] = useState<Step>({ step: 'password', notice: null });
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const goOn = () => router.replace(editorReturnPath(router.query.next));

  // Each new step is a new screen: its heading takes focus, so it is read from the top.
  useEffect(() => {
    if (first.current) first.current = false;
    else if (step.step !== 'password' || !step.notice) heading.current?.focus();
  }, [step]);

  async function afterCode(answer: SignInAnswer) {
    if (answer.step !== 'signed-in') return;
    if (answer.recoveryCodes) setStep({ step: 'recovery-codes', codes: answer.recoveryCodes });
    else if (answer.recoveryCodesLeft !== undefined)
      setStep({ step: 'recovery-code-used', left: answer.recoveryCodesLeft });
    else await goOn();
  }
  const signInAgain = (notice: string) => setStep({ step: 'password', notice });

  return (
    <div className={styles.screen}>
      <div className={styles.panel}>
        <h1 className={styles.heading} ref={heading} tabIndex={-1}>
          {HEADINGS[step.step]}
        </h1>
        {step.step === 'password' && (
          <PasswordStep notice={step.notice} onAnswer={(answer) => setStep(nextStep(answer))} />
        )}
        {step.step === 'enrol' && (
          <EnrolStep enrolment={step} onAnswer={afterCode} onSignInAgain={signInAgain} />
        )}
        {step.step === 'code' && (
          <>
            <p className={styles.intro}>
              Open your authenticator app and type the 6-digit code it shows for So Energy editor.
              Lost your phone? Type one of your recovery codes instead.
            </p>
            <CodeForm enrolling={false} onAnswer={afterCode} onSignInAgain={signInAgain} />
          </>
        )}
        {step.step === 'recovery-codes' && <RecoveryCodesStep codes={step.codes} onDone={goOn} />}
        {step.step === 'recovery-code-used' && (
          <>
            <p className={styles.intro}>
              That recovery code cannot be used again. You have {step.left} recovery{' '}
              {step.left === 1 ? 'code' : 'codes'} left. If you have lost your phone, ask your site
              administrator to reset your authenticator app.
            </p>
            <Button onClick={goOn} fullWidth>
              Continue to the editor
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

function nextStep(answer: SignInAnswer): Step {
  // A right password is never the end of signing in.
  return answer.step === 'signed-in' ? { step: 'code' } : answer;
}

function PasswordStep({
  notice,
  onAnswer,
}: {
  notice: string | null;
  onAnswer: (answer: SignInAnswer) => void;
}) {
  const { form, submit, alert } = useGatewayForm({
    schema: signInSchema,
    defaultValues: { email: '', password: '' },
    send: async (details) => onAnswer(await signInToEditor(details)),
  });
  return (
    <>
      <p className={styles.intro}>
        Use the email address and password your site administrator set up for you. Next you will
        need the authenticator app on your phone.
      </p>
      {/* POST, so that nothing typed could ever end up in an address, even without scripts. */}
      <form method="post" noValidate onSubmit={submit} className={styles.form}>
        <FormAlert message={alert ?? notice} />
        <SignInEmailField form={form} name="email" />
        <CurrentPasswordField form={form} name="password" />
        <SubmitButton form={form} fullWidth>
          Sign in
        </SubmitButton>
      </form>
    </>
  );
}

function CodeForm({
  enrolling,
  onAnswer,
  onSignInAgain,
}: {
  enrolling: boolean;
  onAnswer: (answer: SignInAnswer) => Promise<void>;
  onSignInAgain: (notice: string) => void;
}) {
  const sending = useGatewayForm({
    schema: codeSchema,
    defaultValues: { code: '' },
    send: async (code) => {
      try {
        await onAnswer(await sendEditorCode(code));
      } catch (error) {
        if (!(error instanceof SignInAgainError)) throw error;
        onSignInAgain(error.message);
      }
    },
  });
  return <SecondFactorCodeForm {...sending} enrolling={enrolling} />;
}

function EnrolStep({
  enrolment,
  onAnswer,
  onSignInAgain,
}: {
  enrolment: Enrolment;
  onAnswer: (answer: SignInAnswer) => Promise<void>;
  onSignInAgain: (notice: string) => void;
}) {
  return (
    <>
      <p className={styles.intro}>
        Signing in to the editor takes a code from an authenticator app as well as your password.
      </p>
      <AuthenticatorSetup
        qrCode={enrolment.qrCode}
        secret={enrolment.secret}
        qrCodeAlt="QR code of the So Energy editor's authenticator account"
      />
      <CodeForm enrolling onAnswer={onAnswer} onSignInAgain={onSignInAgain} />
    </>
  );
}

function RecoveryCodesStep({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  return (
    <>
      <p className={styles.intro}>
        You are signed in. If you lose your phone, each of these codes signs you in once instead of
        a code from the app. This is the only time they are shown: print them, or keep them in your
        password manager.
      </p>
      <ul className={authenticator.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code className={authenticator.code}>{code}</code>
          </li>
        ))}
      </ul>
      <Button onClick={onDone} fullWidth>
        I have saved them: continue to the editor
      </Button>
    </>
  );
}
