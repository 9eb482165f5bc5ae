import { useController } from 'react-hook-form';
import { Select } from '@/lib/ui/select';
import { fieldErrorMessage } from './field-error';
import type { FieldProps } from './field-props';

/** The uuid of a resolved relation (the story itself) or of one not yet resolved. */
const relatedUuid = (value: unknown): string => {
  if (typeof value === 'string') return value;
  const uuid = value && typeof value === 'object' ? (value as { uuid?: unknown }).uuid : undefined;
  return typeof uuid === 'string' ? uuid : '';
};

/** A story of the field's content type (a post's author), stored by its uuid. */
export function RelationField({ descriptor, form, context }: FieldProps) {
  const {
    field: { name, ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control: form.control, name: descriptor.key });
  const stories = context.stories.filter(
    (story) => !descriptor.contentType || story.contentType === descriptor.contentType,
  );
  return (
    <Select
      label={descriptor.label}
      hint={descriptor.help}
      error={fieldErrorMessage(fieldState.error)}
      aria-required={descriptor.required || undefined}
      name={name}
      ref={ref}
      value={relatedUuid(value)}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    >
      <option value="">No {descriptor.label.toLowerCase()}</option>
      {stories.map((story) => (
        <option key={story.uuid} value={story.uuid}>
          {story.name}
        </option>
      ))}
    </Select>
  );
}
