import type { FieldValues, Path } from 'react-hook-form';
import type { AnyForm } from './field-binding';
import { FormField } from './form-field';

interface SignInFieldProps<Values extends FieldValues, Output> {
  form: AnyForm<Values, Output>;
  name: Path<Values>;
}

/** The email address someone signs in with, as password managers recognise it. */
export function SignInEmailField<Values extends FieldValues, Output>({
  form,
  name,
}: SignInFieldProps<Values, Output>) {
  return (
    <FormField
      form={form}
      name={name}
      label="Email address"
      type="email"
      autoComplete="username"
      inputMode="email"
      spellCheck={false}
    />
  );
}

/** The password someone signs in with (pasting it from a password manager works). */
export function CurrentPasswordField<Values extends FieldValues, Output>({
  form,
  name,
}: SignInFieldProps<Values, Output>) {
  return (
    <FormField
      form={form}
      name={name}
      label="Password"
      type="password"
      autoComplete="current-password"
    />
  );
}
