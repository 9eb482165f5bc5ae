import { Link } from '@/lib/ui/link';
import { useState } from 'react';
import { NewPasswordFields } from '@/lib/forms/new-password-fields';
import { SubmitButton } from '@/lib/forms/submit-button';
import { useGatewayForm } from '@/lib/forms/use-gateway-form';
import { FormAlert } from '@/lib/ui/form-alert';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from '../../return-url';
import loginFormStyles from '../../login/login-form.module.css';
import screenStyles from '../../login/login-screen.module.css';
import { loadAccountSecurityCalls } from '../account-security-calls';
import { resetPasswordSchema } from './password-reset-schemas';
import styles from './password-reset.module.css';
import { useLinkToken } from '../link-token';

export const INCOMPLETE_LINK_MESSAGE =
  'This link is not complete. Open the whole link from our email, or ask for a new one.';

function ResetPasswordForm({ token, onReset }: { token: string | undefined; onReset(): void }) {
  const { form, submit, alert } = useGatewayForm({
    schema: resetPasswordSchema,
    defaultValues: { password: '', confirmPassword: '' },
    async send({ password }) {
      const { confirmPasswordReset } = await loadAccountSecurityCalls();
      await confirmPasswordReset({ token: token ?? '', password });
      onReset();
    },
  });
  return (
    <form method="post" noValidate onSubmit={submit} className={styles.form}>
      <FormAlert message={alert} />
      {/* Disabled until the link's token has been read from the address. */}
      <fieldset disabled={token === undefined} className={loginFormStyles.fields}>
        <legend className={loginFormStyles.legend}>Your new password</legend>
        <NewPasswordFields
          form={form}
          names={{ password: 'password', confirm: 'confirmPassword' }}
        />
        <SubmitButton form={form} fullWidth>
          Change my password
        </SubmitButton>
      </fieldset>
    </form>
  );
}

/**
 * /accounts/reset-password#token=…: the page a reset email links to. A new password, typed
 * twice, replaces the old one once; the gateway then signs the customer out everywhere.
 */
export function ResetPasswordScreen() {
  const token = useLinkToken();
  const [reset, setReset] = useState(false);

  return (
    <div className={screenStyles.screen}>
      <h1 className={screenStyles.heading}>Choose a new password</h1>
      {reset ? (
        <div role="status" className={styles.done}>
          <p>Your password has been changed.</p>
          <p>
            For your safety, we have signed you out on every device, this one too, and sent you an
            email to say so.
          </p>
          <p>
            <Link href={LOGIN_PATH}>Log in with your new password</Link>
          </p>
        </div>
      ) : token === null ? (
        <p role="alert" className={screenStyles.ended}>
          {INCOMPLETE_LINK_MESSAGE}
        </p>
      ) : (
        <ResetPasswordForm token={token} onReset={() => setReset(true)} />
      )}
      {!reset && (
        <p className={screenStyles.aside}>
          Link not working? <Link href={FORGOT_PASSWORD_PATH}>Ask for a new link</Link>
        </p>
      )}
    </div>
  );
}
