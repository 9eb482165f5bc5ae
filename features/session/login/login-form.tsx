import { Link } from '@/lib/ui/link';
import type { SecondFactorChallenge } from '@/lib/gateway/contract/auth';
import { FormField } from '@/lib/forms/form-field';
import { CurrentPasswordField, SignInEmailField } from '@/lib/forms/sign-in-fields';
import { SubmitButton } from '@/lib/forms/submit-button';
import { useDeferredSchemaForm } from '@/lib/forms/use-deferred-schema-form';
import { useGatewaySending } from '@/lib/forms/use-gateway-sending';
import { Checkbox } from '@/lib/ui/checkbox';
import { FormAlert } from '@/lib/ui/form-alert';
import { announce } from '@/lib/ui/live-region';
import { LiveMessage } from '@/lib/ui/live-message';
import { visuallyHiddenClassName } from '@/lib/ui/visually-hidden';
import { describeLoginFailure } from './login-errors';
import styles from './login-form.module.css';
import { FORGOT_PASSWORD_PATH } from '../return-url';
import type { Credentials } from '../state/session-source';

export const LOGGING_IN_MESSAGE = 'Logging you in…';
// The form goes once the customer is in, and the next page takes a moment: say it worked.
export const LOGGED_IN_MESSAGE = 'You are now logged in.';

interface LoginFormProps {
  /** Signs in; answers the second factor a staff login waits for instead, or null. */
  onLogIn: (credentials: Credentials) => Promise<SecondFactorChallenge | null>;
  /** A staff login's password was right: its second step comes next. */
  onSecondFactor: (challenge: SecondFactorChallenge) => void;
  /** False until the page is interactive, so nothing is typed or sent before it can be handled. */
  ready: boolean;
}

// The schema and zod arrive once the visitor turns to the form: the page's first load has no zod.
const loadSchema = () => import('./login-schema').then((module) => module.loginFormSchema);

export function LoginForm({ onLogIn, onSecondFactor, ready }: LoginFormProps) {
  const { form, loadCheck } = useDeferredSchemaForm(
    loadSchema,
    { email: '', password: '', keepSignedIn: false },
    { shouldFocusError: false },
  );
  const { submit, alert, sending } = useGatewaySending(form, {
    send: async (credentials) => {
      const secondFactor = await onLogIn(credentials);
      if (secondFactor) onSecondFactor(secondFactor);
      else announce(LOGGED_IN_MESSAGE);
    },
    describeFailure: (error) => describeLoginFailure(error, navigator.onLine),
  });

  return (
    // POST, so that nothing typed could ever end up in an address, even without scripts.
    <form method="post" noValidate onSubmit={submit} onFocus={loadCheck} className={styles.form}>
      <FormAlert message={alert} />
      <LiveMessage politeness="polite" className={visuallyHiddenClassName}>
        {sending && LOGGING_IN_MESSAGE}
      </LiveMessage>
      <fieldset disabled={!ready} className={styles.fields}>
        <legend className={styles.legend}>Your login details</legend>
        <SignInEmailField form={form} name="email" />
        <CurrentPasswordField form={form} name="password" />
        {/* Also where the paused-login message ("…or reset your password") leads. */}
        <p className={styles.forgotten}>
          <Link href={FORGOT_PASSWORD_PATH}>Forgotten your password?</Link>
        </p>
        <FormField
          form={form}
          name="keepSignedIn"
          as={Checkbox}
          label="Keep me signed in"
          hint="For 30 days on this device. Leave it unticked on a shared computer."
        />
        <SubmitButton form={form} fullWidth>
          Log in
        </SubmitButton>
      </fieldset>
    </form>
  );
}
