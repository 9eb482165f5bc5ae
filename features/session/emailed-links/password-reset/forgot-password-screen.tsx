import { Link } from '@/lib/ui/link';
import { useState } from 'react';
import { SignInEmailField } from '@/lib/forms/sign-in-fields';
import { SubmitButton } from '@/lib/forms/submit-button';
import { useGatewayForm } from '@/lib/forms/use-gateway-form';
import { FormAlert } from '@/lib/ui/form-alert';
import { LOGIN_PATH } from '../../return-url';
import screenStyles from '../../login/login-screen.module.css';
import { loadAccountSecurityCalls } from '../account-security-calls';
import { forgotPasswordSchema } from './password-reset-schemas';
import styles from './password-reset.module.css';

/**
 * /accounts/forgot-password: asks for the email, then says the same thing whether or not it
 * has an account, so the page cannot be used to find out who our customers are.
 */
export function ForgotPasswordScreen() {
  const [sent, setSent] = useState<string | null>(null);
  const { form, submit, alert } = useGatewayForm({
    schema: forgotPasswordSchema,
    defaultValues: { email: '' },
    async send({ email }) {
      const { requestPasswordReset } = await loadAccountSecurityCalls();
      setSent((await requestPasswordReset({ email })).message);
    },
  });

  return (
    <div className={screenStyles.screen}>
      <h1 className={screenStyles.heading}>Reset your password</h1>
      {sent ? (
        <div role="status" className={styles.done}>
          <p>{sent}</p>
          <p>
            Nothing after a few minutes? Check your spam or junk folder, and that you used the email
            address you log in with.
          </p>
        </div>
      ) : (
        <>
          <p className={styles.intro}>
            Enter the email address you log in with, and we will email you a link to choose a new
            password.
          </p>
          <form method="post" noValidate onSubmit={submit} className={styles.form}>
            <FormAlert message={alert} />
            <SignInEmailField form={form} name="email" />
            <SubmitButton form={form} fullWidth>
              Send me a link
            </SubmitButton>
          </form>
        </>
      )}
      <p className={screenStyles.aside}>
        Remembered it? <Link href={LOGIN_PATH}>Log in</Link>
      </p>
    </div>
  );
}
