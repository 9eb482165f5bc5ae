import type { FieldValues, Path } from 'react-hook-form';
import { NEW_PASSWORD_HINT } from '@/lib/gateway/contract/password-rules';
import type { AnyForm } from './field-binding';
import { FormField } from './form-field';

interface NewPasswordFieldsProps<Values extends FieldValues, Output> {
  form: AnyForm<Values, Output>;
  /** The form's fields for the new password and for typing it again. */
  names: { password: Path<Values>; confirm: Path<Values> };
}

/** A new password and the same again, with the rules it must meet and no autofill of the old. */
export function NewPasswordFields<Values extends FieldValues, Output>({
  form,
  names,
}: NewPasswordFieldsProps<Values, Output>) {
  return (
    <>
      <FormField
        form={form}
        name={names.password}
        label="New password"
        hint={NEW_PASSWORD_HINT}
        type="password"
        autoComplete="new-password"
        spellCheck={false}
      />
      <FormField
        form={form}
        name={names.confirm}
        label="Repeat the password"
        type="password"
        autoComplete="new-password"
        spellCheck={false}
      />
    </>
  );
}
