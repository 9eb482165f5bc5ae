import { useRouter } from 'next/router';
import { CurrentPasswordField, SignInEmailField } from '@/lib/forms/sign-in-fields';
import { SubmitButton } from '@/lib/forms/submit-button';
import { useGatewayForm } from '@/lib/forms/use-gateway-form';
import { FormAlert } from '@/lib/ui/form-alert';
import { editorReturnPath } from './editor-return-path';
import { signInToEditor } from './sign-in-request';
import { signInSchema } from './sign-in-schema';
import styles from './sign-in-screen.module.css';

/** /editor/login: an editor signs in, then goes on to the editor page that sent them here. */
export function EditorSignInScreen() {
  const router = useRouter();
  const { form, submit, alert } = useGatewayForm({
    schema: signInSchema,
    defaultValues: { email: '', password: '' },
    send: async (details) => {
      await signInToEditor(details);
      await router.replace(editorReturnPath(router.query.next));
    },
  });

  return (
    <div className={styles.screen}>
      <div className={styles.panel}>
        <h1 className={styles.heading}>Sign in to the editor</h1>
        <p className={styles.intro}>
          Use the email address and password your site administrator set up for you.
        </p>
        {/* POST, so that nothing typed could ever end up in an address, even without scripts. */}
        <form method="post" noValidate onSubmit={submit} className={styles.form}>
          <FormAlert message={alert} />
          <SignInEmailField form={form} name="email" />
          <CurrentPasswordField form={form} name="password" />
          <SubmitButton form={form} fullWidth>
            Sign in
          </SubmitButton>
        </form>
      </div>
    </div>
  );
}
