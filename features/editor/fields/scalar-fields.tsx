import { useController } from 'react-hook-form';
import { FormField } from '@/lib/forms/form-field';
import { Checkbox } from '@/lib/ui/checkbox';
import { Input } from '@/lib/ui/input';
import { Select } from '@/lib/ui/select';
import { Textarea } from '@/lib/ui/textarea';
import { fieldErrorMessage } from './field-error';
import type { FieldProps } from './field-props';

/** What every field registered by name shows: its label, help, and that it is required. */
const common = ({ descriptor }: FieldProps) => ({
  label: descriptor.label,
  hint: descriptor.help,
  'aria-required': descriptor.required || undefined,
});

export function TextField(props: FieldProps) {
  const { descriptor, form } = props;
  return (
    <FormField
      form={form}
      name={descriptor.key}
      {...common(props)}
      maxLength={descriptor.limits.maxLength}
    />
  );
}

export function TextareaField(props: FieldProps) {
  const { descriptor, form } = props;
  return (
    <FormField
      form={form}
      name={descriptor.key}
      as={Textarea}
      {...common(props)}
      rows={4}
      maxLength={descriptor.limits.maxLength}
    />
  );
}

export function BooleanField(props: FieldProps) {
  const { descriptor, form } = props;
  return <FormField form={form} name={descriptor.key} as={Checkbox} {...common(props)} />;
}

export function OptionsField(props: FieldProps) {
  const { descriptor, form } = props;
  const offerNone = !descriptor.required && descriptor.default === undefined;
  return (
    <FormField form={form} name={descriptor.key} as={Select} {...common(props)}>
      {offerNone && <option value="">None</option>}
      {descriptor.options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </FormField>
  );
}

/** A number, kept as the text typed where Storyblok stores numbers as text. */
export function NumberField(props: FieldProps) {
  const { descriptor, form } = props;
  const {
    field: { name, ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control: form.control, name: descriptor.key });
  return (
    <Input
      {...common(props)}
      type="number"
      inputMode="decimal"
      step="any"
      min={descriptor.limits.minimum}
      max={descriptor.limits.maximum}
      error={fieldErrorMessage(fieldState.error)}
      name={name}
      ref={ref}
      value={typeof value === 'number' || typeof value === 'string' ? String(value) : ''}
      onChange={(event) => {
        const text = event.target.value;
        if (descriptor.numberAsText) onChange(text);
        else onChange(text === '' ? undefined : Number(text));
      }}
      onBlur={onBlur}
    />
  );
}
