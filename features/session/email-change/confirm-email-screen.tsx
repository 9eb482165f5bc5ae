import { Link } from '@/lib/ui/link';
import { useState } from 'react';
import * as z from 'zod/mini';
import { SubmitButton } from '@/lib/forms/submit-button';
import { useGatewayForm } from '@/lib/forms/use-gateway-form';
import { FormAlert } from '@/lib/ui/form-alert';
import { loadAccountSecurityCalls } from '../account-security-calls';
import { useLinkToken } from '../link-token';
import loginFormStyles from '../login-form.module.css';
import screenStyles from '../login-screen.module.css';
import linkStyles from '../password-reset/password-reset.module.css';
import { ACCOUNT_HOME_PATH } from '../return-url';
import { useSession } from '../session-context';

export const INCOMPLETE_EMAIL_LINK_MESSAGE =
  'This link is not complete. Open the whole link from our email, or enter your new email ' +
  'address again in your personal details.';

/**
 * /accounts/confirm-email#token=…: the page the link sent to a new login email leads to. Opening
 * the link is not enough (mail scanners open links): the customer presses the button.
 */
export function ConfirmEmailScreen() {
  const token = useLinkToken();
  const { status, reloadUserStatus } = useSession();
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const { form, submit, alert } = useGatewayForm({
    schema: z.object({}),
    defaultValues: {},
    async send() {
      const { confirmEmailChange } = await loadAccountSecurityCalls();
      const { email } = await confirmEmailChange({ token: token ?? '' });
      setConfirmed(email);
      if (status === 'signedIn') reloadUserStatus();
    },
  });

  return (
    <div className={screenStyles.screen}>
      <h1 className={screenStyles.heading}>Confirm your new email address</h1>
      {confirmed ? (
        <div role="status" className={linkStyles.done}>
          <p>You log in with {confirmed} from now on, with the password you already have.</p>
          <p>We have emailed your old address to say so.</p>
          <p>
            <Link href={ACCOUNT_HOME_PATH}>Go to your account</Link>
          </p>
        </div>
      ) : token === null ? (
        <p role="alert" className={screenStyles.ended}>
          {INCOMPLETE_EMAIL_LINK_MESSAGE}
        </p>
      ) : (
        <form method="post" noValidate onSubmit={submit} className={linkStyles.form}>
          <FormAlert message={alert} />
          <p className={linkStyles.intro}>
            Press the button to log in to So Energy with the email address this link was sent to.
          </p>
          {/* Disabled until the link's token has been read from the address. */}
          <fieldset disabled={token === undefined} className={loginFormStyles.fields}>
            <SubmitButton form={form} fullWidth>
              Use this email address
            </SubmitButton>
          </fieldset>
        </form>
      )}
    </div>
  );
}
