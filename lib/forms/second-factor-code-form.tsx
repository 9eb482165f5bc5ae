import type { BaseSyntheticEvent } from 'react';
import { FormAlert } from '../ui/form-alert';
import type { AnyForm } from './field-binding';
import { FormField } from './form-field';
import styles from './second-factor-code-form.module.css';
import { SubmitButton } from './submit-button';

interface SecondFactorCodeFormProps<Output> {
  form: AnyForm<{ code: string }, Output>;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  alert: string | null;
  /** Setting the authenticator app up: only its 6 digits will do, so a number pad. */
  enrolling: boolean;
  onFocus?: () => void;
}

/**
 * The second step of a staff sign-in (the site's or the editor's): the code of their
 * authenticator app or, once the app is set up, one of their recovery codes.
 */
export function SecondFactorCodeForm<Output>({
  form,
  submit,
  alert,
  enrolling,
  onFocus,
}: SecondFactorCodeFormProps<Output>) {
  return (
    <form method="post" noValidate onSubmit={submit} onFocus={onFocus} className={styles.form}>
      <FormAlert message={alert} />
      <FormField
        form={form}
        name="code"
        label={enrolling ? 'Code from the app' : 'Code'}
        hint={enrolling ? '6 digits' : '6 digits, or a recovery code like abcde-fghjk'}
        autoComplete="one-time-code"
        inputMode={enrolling ? 'numeric' : 'text'}
        autoCapitalize="none"
        spellCheck={false}
      />
      <SubmitButton form={form} fullWidth>
        Continue
      </SubmitButton>
    </form>
  );
}
