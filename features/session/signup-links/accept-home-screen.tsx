import { Link } from '@/lib/ui/link';
import { useState } from 'react';
import * as z from 'zod/mini';
import type { SignupAccepted } from '@/lib/gateway/contract/signups';
import { SubmitButton } from '@/lib/forms/submit-button';
import { useGatewayForm } from '@/lib/forms/use-gateway-form';
import { FormAlert } from '@/lib/ui/form-alert';
import { useLinkToken } from '../link-token';
import loginFormStyles from '../login-form.module.css';
import screenStyles from '../login-screen.module.css';
import linkStyles from '../password-reset/password-reset.module.css';
import { ACCOUNT_HOME_PATH, LOGIN_PATH } from '../return-url';
import { useSession } from '../session-context';
import { loadSignupLinkCalls } from '../signup-link-calls';
import { INCOMPLETE_SIGNUP_LINK_MESSAGE } from './confirm-login-screen';

const addressOf = ({ supplyAddress: home }: SignupAccepted) =>
  [home.line1, home.line2, home.town, home.postcode].filter(Boolean).join(', ');

function Accepted({ accepted }: { accepted: SignupAccepted }) {
  return (
    <div role="status" className={linkStyles.done}>
      <p>
        {addressOf(accepted)} is now in your account, with account number {accepted.accountNumber}.
        We&apos;ll take care of the switch from here.
      </p>
      {accepted.passwordReplaced ? (
        <>
          <p>
            Your email address is confirmed too. Log in with {accepted.email} and the password you
            chose when you signed up for this home: we have signed you out on every device.
          </p>
          <p>
            <Link href={LOGIN_PATH}>Log in to your account</Link>
          </p>
        </>
      ) : (
        <>
          <p>Log in with {accepted.email} and the password you already use.</p>
          <p>
            <Link href={ACCOUNT_HOME_PATH}>Go to your account</Link>
          </p>
        </>
      )}
    </div>
  );
}

/**
 * /accounts/accept-home#token=…: where the link leads that a sign-up sends to an email that
 * already has a login (issue 42 item 2). Following it proves the inbox, signed in or not; the
 * home is added only when the customer presses the button (mail scanners open links).
 */
export function AcceptHomeScreen() {
  const token = useLinkToken();
  const { status, reloadUserStatus } = useSession();
  const [accepted, setAccepted] = useState<SignupAccepted | null>(null);
  const { form, submit, alert } = useGatewayForm({
    schema: z.object({}),
    defaultValues: {},
    async send() {
      const { acceptSignup } = await loadSignupLinkCalls();
      const answer = await acceptSignup({ token: token ?? '' });
      setAccepted(answer);
      // A taken-over login's sessions have ended; any other shows its new account.
      if (status === 'signedIn' && !answer.passwordReplaced) reloadUserStatus();
    },
  });

  return (
    <div className={screenStyles.screen}>
      <h1 className={screenStyles.heading}>Add your new home to your account</h1>
      {accepted ? (
        <Accepted accepted={accepted} />
      ) : token === null ? (
        <p role="alert" className={screenStyles.ended}>
          {INCOMPLETE_SIGNUP_LINK_MESSAGE}
        </p>
      ) : (
        <form method="post" noValidate onSubmit={submit} className={linkStyles.form}>
          <FormAlert message={alert} />
          <p className={linkStyles.intro}>
            Someone signed up for energy with this email address. If it was you, press the button to
            add the new home to your account. If it was not you, close this page: nothing has been
            set up.
          </p>
          {/* Disabled until the link's token has been read from the address. */}
          <fieldset disabled={token === undefined} className={loginFormStyles.fields}>
            <SubmitButton form={form} fullWidth>
              Add the home to my account
            </SubmitButton>
          </fieldset>
        </form>
      )}
    </div>
  );
}
