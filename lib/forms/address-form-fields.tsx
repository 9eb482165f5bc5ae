import type { FieldValues, Path } from 'react-hook-form';
import type { AnyForm } from './field-binding';
import { FormField } from './form-field';

interface AddressFormFieldsProps<Values extends FieldValues, Output> {
  form: AnyForm<Values, Output>;
  /** Where the address's four boxes live in the form's values, e.g. 'billingAddress'. */
  name: string;
}

/** A postal address as four labelled boxes, each with its browser autofill hint. */
export function AddressFormFields<Values extends FieldValues, Output>({
  form,
  name,
}: AddressFormFieldsProps<Values, Output>) {
  // The form's schema has `name` as an address: its boxes are paths of the form's values.
  const box = (key: string) => `${name}.${key}` as Path<Values>;
  return (
    <>
      <FormField
        form={form}
        name={box('line1')}
        label="Address line 1"
        autoComplete="address-line1"
      />
      <FormField
        form={form}
        name={box('line2')}
        label="Address line 2"
        hint="Optional"
        autoComplete="address-line2"
      />
      <FormField
        form={form}
        name={box('town')}
        label="Town or city"
        autoComplete="address-level2"
      />
      <FormField form={form} name={box('postcode')} label="Postcode" autoComplete="postal-code" />
    </>
  );
}
