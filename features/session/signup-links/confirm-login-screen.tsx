import { Link } from '@/lib/ui/link';
import { useState } from 'react';
import * as z from 'zod/mini';
import { CurrentPasswordField } from '@/lib/forms/sign-in-fields';
import { SubmitButton } from '@/lib/forms/submit-button';
import { useGatewayForm } from '@/lib/forms/use-gateway-form';
import { FormAlert } from '@/lib/ui/form-alert';
import { useLinkToken } from '../link-token';
import loginFormStyles from '../login-form.module.css';
import screenStyles from '../login-screen.module.css';
import linkStyles from '../password-reset/password-reset.module.css';
import { ACCOUNT_HOME_PATH, FORGOT_PASSWORD_PATH } from '../return-url';
import { loadSignupLinkCalls } from '../signup-link-calls';

export const INCOMPLETE_SIGNUP_LINK_MESSAGE =
  'This link is not complete. Open the whole link from our email.';

const confirmLoginSchema = z.object({
  password: z.string().check(z.minLength(1, { error: 'Enter your password' })),
});

/**
 * /accounts/confirm-login#token=…: where the link in a new login's welcome email leads (issue 42
 * item 2). The link proves the inbox; the password chosen at sign-up proves that whoever chose
 * it owns that inbox, so nobody confirms a login a stranger opened with their email by mistake.
 * Signed in or not.
 */
export function ConfirmLoginScreen() {
  const token = useLinkToken();
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const { form, submit, alert } = useGatewayForm({
    schema: confirmLoginSchema,
    defaultValues: { password: '' },
    async send({ password }) {
      const { confirmLogin } = await loadSignupLinkCalls();
      const { email } = await confirmLogin({ token: token ?? '', password });
      setConfirmed(email);
    },
  });

  return (
    <div className={screenStyles.screen}>
      <h1 className={screenStyles.heading}>Confirm your email address</h1>
      {confirmed ? (
        <div role="status" className={linkStyles.done}>
          <p>Thank you: {confirmed} is confirmed as the email address you log in with.</p>
          <p>
            <Link href={ACCOUNT_HOME_PATH}>Go to your account</Link>
          </p>
        </div>
      ) : token === null ? (
        <p role="alert" className={screenStyles.ended}>
          {INCOMPLETE_SIGNUP_LINK_MESSAGE}
        </p>
      ) : (
        <form method="post" noValidate onSubmit={submit} className={linkStyles.form}>
          <FormAlert message={alert} />
          <p className={linkStyles.intro}>
            To confirm that this email address is yours, enter the password you chose when you
            signed up.
          </p>
          {/* Disabled until the link's token has been read from the address. */}
          <fieldset disabled={token === undefined} className={loginFormStyles.fields}>
            <legend className={loginFormStyles.legend}>Your password</legend>
            <CurrentPasswordField form={form} name="password" />
            <SubmitButton form={form} fullWidth>
              Confirm my email address
            </SubmitButton>
          </fieldset>
        </form>
      )}
      {!confirmed && (
        <p className={screenStyles.aside}>
          Forgotten your password? <Link href={FORGOT_PASSWORD_PATH}>Reset it</Link>: that confirms
          your email address too.
        </p>
      )}
    </div>
  );
}
