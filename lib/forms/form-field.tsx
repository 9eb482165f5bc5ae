import type { ReactNode } from 'react';
import {
  useFormState,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { Fieldset, type FieldsetProps } from '../ui/fieldset';
import { Input, type InputProps } from '../ui/input';

/** A react-hook-form form whose controls hold `Values` (its submit receives `Output`). */
type AnyForm<Values extends FieldValues, Output> = UseFormReturn<Values, unknown, Output>;

/** What a field control receives from the form: its registration and its error, if any. */
export type FieldBinding = ChoiceBinding & { error?: string };

/** What each choice (radio) of a group receives from the form: the group's registration. */
export type ChoiceBinding = Pick<UseFormRegisterReturn, 'name' | 'onChange' | 'onBlur' | 'ref'>;

function useFieldBinding<Values extends FieldValues, Output>(
  form: AnyForm<Values, Output>,
  name: Path<Values>,
): FieldBinding {
  // Subscribes this field alone to its error, so typing elsewhere does not re-render it.
  const state = useFormState({ control: form.control, name });
  const { error } = form.getFieldState(name, state);
  const { onChange, onBlur, ref } = form.register(name);
  return { name, onChange, onBlur, ref, error: error?.message };
}

/** The props of a control that can take a FieldBinding: Input, Select, Textarea, Checkbox… */
type BindableProps = { [Key in keyof FieldBinding]?: unknown };

export type FormFieldProps<
  Values extends FieldValues,
  Output,
  ControlProps extends BindableProps,
> = Omit<ControlProps, keyof FieldBinding | 'form' | 'as'> & {
  form: AnyForm<Values, Output>;
  name: Path<Values>;
  /** The control to draw (Input unless given): Select, Textarea, Checkbox… */
  as?: (props: ControlProps) => ReactNode;
};

/**
 * One field of a form: the control (`as`, Input by default) with its label and hint, wired to
 * the form by `name`, and its error beside it, drawn as every control draws it.
 *
 *   <FormField form={form} name="email" label="Email address" type="email" />
 *   <FormField form={form} name="topic" as={Select} label="Topic">…options</FormField>
 */
export function FormField<
  Values extends FieldValues,
  Output,
  ControlProps extends BindableProps = InputProps,
>({ form, name, as, ...props }: FormFieldProps<Values, Output, ControlProps>) {
  // Without `as`, ControlProps is InputProps; with it, the props given plus the binding are
  // exactly the control's props. TypeScript cannot follow either step through the generic.
  const Control = (as ?? Input) as (props: ControlProps) => ReactNode;
  const binding = useFieldBinding(form, name);
  return <Control {...({ ...props, ...binding } as ControlProps)} />;
}

export interface FormFieldsetProps<Values extends FieldValues, Output> extends Omit<
  FieldsetProps,
  'error' | 'children'
> {
  form: AnyForm<Values, Output>;
  name: Path<Values>;
  /** The choices (radios), each given the field's registration. */
  children: (choice: ChoiceBinding) => ReactNode;
}

/** A question answered by one of several radios: the group, its legend and its error. */
export function FormFieldset<Values extends FieldValues, Output>({
  form,
  name,
  children,
  ...fieldset
}: FormFieldsetProps<Values, Output>) {
  const { error, ...choice } = useFieldBinding(form, name);
  return (
    <Fieldset {...fieldset} error={error}>
      {children(choice)}
    </Fieldset>
  );
}
