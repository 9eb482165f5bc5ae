import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import { Button, type ButtonProps } from '../ui/button';

export interface SubmitButtonProps<Values extends FieldValues, Output> extends Omit<
  ButtonProps,
  'type' | 'loading' | 'form'
> {
  form: { control: Control<Values, unknown, Output> };
}

/** The form's submit button: busy and disabled while the form checks and sends. */
export function SubmitButton<Values extends FieldValues, Output>({
  form,
  ...props
}: SubmitButtonProps<Values, Output>) {
  const { isSubmitting } = useFormState({ control: form.control });
  return <Button {...props} type="submit" loading={isSubmitting} />;
}
