import { useController } from 'react-hook-form';
import { Textarea } from '@/lib/ui/textarea';
import { fieldErrorMessage } from './field-error';
import type { FieldProps } from './field-props';

const entries = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A list of short texts (a multi-option field), one a line. */
export function ListField({ descriptor, form }: FieldProps) {
  const {
    field: { name, ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control: form.control, name: descriptor.key });
  return (
    <Textarea
      label={descriptor.label}
      hint={[descriptor.help, 'One a line'].filter(Boolean).join('. ')}
      error={fieldErrorMessage(fieldState.error)}
      name={name}
      ref={ref}
      // Left to itself, so the line being typed stays while the stored list leaves blanks out.
      defaultValue={Array.isArray(value) ? value.map(String).join('\n') : ''}
      onChange={(event) => onChange(entries(event.target.value))}
      onBlur={onBlur}
    />
  );
}
