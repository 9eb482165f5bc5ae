import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { Input, type InputProps } from '../ui/input';
import { useFieldBinding, type AnyForm, type FieldBinding } from './field-binding';

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
