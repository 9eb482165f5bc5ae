import { Link } from '@/lib/ui/link';
import { useState } from 'react';
import * as z from 'zod/mini';
import { CurrentPasswordField } from '@/lib/forms/sign-in-fields';
import { useGatewayForm } from '@/lib/forms/use-gateway-form';
import { LinkActionScreen } from '../link-action-screen';
import { LinkDone } from '../link-done';
import { useLinkToken } from '../link-token';
import screenStyles from '../../login/login-screen.module.css';
import { FORGOT_PASSWORD_PATH } from '../../return-url';
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
    <LinkActionScreen
      heading="Confirm your email address"
      token={token}
      incompleteMessage={INCOMPLETE_SIGNUP_LINK_MESSAGE}
      done={
        confirmed && (
          <LinkDone onward="account">
            <p>Thank you: {confirmed} is confirmed as the email address you log in with.</p>
          </LinkDone>
        )
      }
      form={form}
      submit={submit}
      alert={alert}
      intro="To confirm that this email address is yours, enter the password you chose when you signed up."
      action="Confirm my email address"
      fields={{
        legend: 'Your password',
        children: <CurrentPasswordField form={form} name="password" />,
      }}
      aside={
        <p className={screenStyles.aside}>
          Forgotten your password? <Link href={FORGOT_PASSWORD_PATH}>Reset it</Link>: that confirms
          your email address too.
        </p>
      }
    />
  );
}
