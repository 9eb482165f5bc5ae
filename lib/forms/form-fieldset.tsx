import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { Fieldset, type FieldsetProps } from '../ui/fieldset';
import { useFieldBinding, type AnyForm, type ChoiceBinding } from './field-binding';

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
