import { useState } from 'react';
import * as z from 'zod/mini';
import type { SignupAccepted } from '@/lib/gateway/contract/signups';
import { useGatewayForm } from '@/lib/forms/use-gateway-form';
import { LinkActionScreen } from '../link-action-screen';
import { LinkDone } from '../link-done';
import { useLinkToken } from '../link-token';
import { useSession } from '../../provider/session-context';
import { loadSignupLinkCalls } from '../signup-link-calls';
import { INCOMPLETE_SIGNUP_LINK_MESSAGE } from './confirm-login-screen';

const addressOf = ({ supplyAddress: home }: SignupAccepted) =>
  [home.line1, home.line2, home.town, home.postcode].filter(Boolean).join(', ');

function Accepted({ accepted }: { accepted: SignupAccepted }) {
  return (
    <>
      <p>
        {addressOf(accepted)} is now in your account, with account number {accepted.accountNumber}.
        We&apos;ll take care of the switch from here.
      </p>
      {accepted.passwordReplaced ? (
        <LinkDone onward="logIn">
          <p>
            Your email address is confirmed too. Log in with {accepted.email} and the password you
            chose when you signed up for this home: we have signed you out on every device.
          </p>
        </LinkDone>
      ) : (
        <LinkDone onward="account">
          <p>Log in with {accepted.email} and the password you already use.</p>
        </LinkDone>
      )}
    </>
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
    <LinkActionScreen
      heading="Add your new home to your account"
      token={token}
      incompleteMessage={INCOMPLETE_SIGNUP_LINK_MESSAGE}
      done={accepted && <Accepted accepted={accepted} />}
      form={form}
      submit={submit}
      alert={alert}
      intro="Someone signed up for energy with this email address. If it was you, press the button to add the new home to your account. If it was not you, close this page: nothing has been set up."
      action="Add the home to my account"
    />
  );
}
