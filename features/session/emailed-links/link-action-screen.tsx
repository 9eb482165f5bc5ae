import type { BaseSyntheticEvent, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { AnyForm } from '@/lib/forms/field-binding';
import { SubmitButton } from '@/lib/forms/submit-button';
import { FormAlert } from '@/lib/ui/form-alert';
import loginFormStyles from '../login/login-form.module.css';
import screenStyles from '../login/login-screen.module.css';
import linkStyles from './password-reset/password-reset.module.css';

interface LinkActionScreenProps<Values extends FieldValues, Output> {
  heading: string;
  /** The link's token: undefined until read from the address, null when the link is cut short. */
  token: string | null | undefined;
  /** Said instead of the form when the link is cut short. */
  incompleteMessage: string;
  /** What the link did, once it has; the form until then. */
  done: ReactNode;
  form: AnyForm<Values, Output>;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  alert: string | null;
  /** What pressing the button does, in words. */
  intro: ReactNode;
  action: string;
  /** Fields the action needs (a password…), under their legend. */
  fields?: { legend: string; children: ReactNode };
  /** Shown beside the form until the link has done its work. */
  aside?: ReactNode;
}

/**
 * A page an emailed link leads to. Opening the link is not enough (mail scanners open links):
 * the customer presses the button, which waits until the token has been read from the address.
 */
export function LinkActionScreen<Values extends FieldValues, Output>({
  heading,
  token,
  incompleteMessage,
  done,
  form,
  submit,
  alert,
  intro,
  action,
  fields,
  aside,
}: LinkActionScreenProps<Values, Output>) {
  return (
    <div className={screenStyles.screen}>
      <h1 className={screenStyles.heading}>{heading}</h1>
      {done ? (
        <div role="status" className={linkStyles.done}>
          {done}
        </div>
      ) : token === null ? (
        <p role="alert" className={screenStyles.ended}>
          {incompleteMessage}
        </p>
      ) : (
        <form method="post" noValidate onSubmit={submit} className={linkStyles.form}>
          <FormAlert message={alert} />
          <p className={linkStyles.intro}>{intro}</p>
          <fieldset disabled={token === undefined} className={loginFormStyles.fields}>
            {fields && <legend className={loginFormStyles.legend}>{fields.legend}</legend>}
            {fields?.children}
            <SubmitButton form={form} fullWidth>
              {action}
            </SubmitButton>
          </fieldset>
        </form>
      )}
      {!done && aside}
    </div>
  );
}
