import { useId, useState } from 'react';
import { FormField } from '@/lib/forms/form-field';
import type { AnyForm } from '@/lib/forms/field-binding';
import { NEW_PASSWORD_HINT } from '@/lib/gateway/contract/password-rules';
import { Button } from '@/lib/ui/button';
import type { PersonalDetailsValues } from './personal-details-form';
import styles from './personal-details-step.module.css';

export const LOST_PASSWORD_MESSAGE =
  "For your security we don't keep your password. Please choose it again.";

/** The new account's password, with the sign-up's rules as its hint and a show/hide button. */
export function PasswordField<Output>({
  form,
  lost,
}: {
  form: AnyForm<PersonalDetailsValues, Output>;
  /** The tab was reloaded after the password was given: say why it is blank. */
  lost: boolean;
}) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.password}>
      {lost && <p className={styles.notice}>{LOST_PASSWORD_MESSAGE}</p>}
      <FormField
        form={form}
        name="password"
        id={id}
        label="Create a password"
        hint={NEW_PASSWORD_HINT}
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        spellCheck={false}
      />
      <Button
        variant="tertiary"
        size="small"
        aria-controls={id}
        onClick={() => setShown((visible) => !visible)}
      >
        {shown ? 'Hide password' : 'Show password'}
      </Button>
    </div>
  );
}
