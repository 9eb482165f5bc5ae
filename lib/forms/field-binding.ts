import {
  useFormState,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';

/** A react-hook-form form whose controls hold `Values` (its submit receives `Output`). */
export type AnyForm<Values extends FieldValues, Output> = UseFormReturn<Values, unknown, Output>;

/** What a field control receives from the form: its registration and its error, if any. */
export type FieldBinding = ChoiceBinding & { error?: string };

/** What each choice (radio) of a group receives from the form: the group's registration. */
export type ChoiceBinding = Pick<UseFormRegisterReturn, 'name' | 'onChange' | 'onBlur' | 'ref'>;

/** The registration and current error of the field `name`, for its control. */
export function useFieldBinding<Values extends FieldValues, Output>(
  form: AnyForm<Values, Output>,
  name: Path<Values>,
): FieldBinding {
  // Subscribes this field alone to its error, so typing elsewhere does not re-render it.
  const state = useFormState({ control: form.control, name });
  const { error } = form.getFieldState(name, state);
  const { onChange, onBlur, ref } = form.register(name);
  return { name, onChange, onBlur, ref, error: error?.message };
}
