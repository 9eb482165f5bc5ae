import { useState } from 'react';
import * as z from 'zod/mini';
import { useGatewayForm } from '@/lib/forms/use-gateway-form';
import { loadAccountSecurityCalls } from '../account-security-calls';
import { LinkActionScreen } from '../link-action-screen';
import { LinkDone } from '../link-done';
import { useLinkToken } from '../link-token';
import { useSession } from '../../provider/session-context';

export const INCOMPLETE_EMAIL_LINK_MESSAGE =
  'This link is not complete. Open the whole link from our email, or enter your new email ' +
  'address again in your personal details.';

/** /accounts/confirm-email#token=…: the page the link sent to a new login email leads to. */
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
    <LinkActionScreen
      heading="Confirm your new email address"
      token={token}
      incompleteMessage={INCOMPLETE_EMAIL_LINK_MESSAGE}
      done={
        confirmed && (
          <LinkDone onward="account">
            <p>You log in with {confirmed} from now on, with the password you already have.</p>
            <p>We have emailed your old address to say so.</p>
          </LinkDone>
        )
      }
      form={form}
      submit={submit}
      alert={alert}
      intro="Press the button to log in to So Energy with the email address this link was sent to."
      action="Use this email address"
    />
  );
}
