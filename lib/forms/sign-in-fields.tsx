import type { FieldValues, Path } from 'react-hook-form';
import type { AnyForm } from './field-binding';
import { FormField } from './form-field';

interface SignInFieldProps<Values extends FieldValues, Output> {
  form: AnyForm<Values, Output>;
  name: Path<Values>;
}

/** Each field as password managers recognise it (pasting a password from one works). */
const SIGN_IN_FIELDS = {
  email: {
    label: 'Email address',
    type: 'email',
    autoComplete: 'username',
    inputMode: 'email',
    spellCheck: false,
  },
  password: { label: 'Password', type: 'password', autoComplete: 'current-password' },
} as const;

/** The email address someone signs in with. */
export function SignInEmailField<Values extends FieldValues, Output>(
  props: SignInFieldProps<Values, Output>,
) {
  return <FormField {...props} {...SIGN_IN_FIELDS.email} />;
}

/** The password someone signs in with. */
export function CurrentPasswordField<Values extends FieldValues, Output>(
  props: SignInFieldProps<Values, Output>,
) {
  return <FormField {...props} {...SIGN_IN_FIELDS.password} />;
}
