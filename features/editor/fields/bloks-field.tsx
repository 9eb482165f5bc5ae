import { useController } from 'react-hook-form';
import { Fieldset } from '@/lib/ui/fieldset';
import inputStyles from '@/lib/ui/input.module.css';
import styles from './blok-fields.module.css';
import { BlokEditList } from './blok-edit-list';
import { labelFromKey } from './describe-fields';
import { fieldErrorMessage } from './field-error';
import type { FieldProps } from './field-props';

const isBlok = (value: unknown): value is { _uid: string } & Record<string, unknown> =>
  !!value && typeof value === 'object' && typeof (value as { _uid?: unknown })._uid === 'string';

/** The bloks a field holds, each opening its own form; the block tree adds, moves and removes. */
export function BloksField({ descriptor, form, context }: FieldProps) {
  const { field, fieldState } = useController({ control: form.control, name: descriptor.key });
  const bloks = Array.isArray(field.value) ? field.value.filter(isBlok) : [];
  const allowed = descriptor.components?.map(labelFromKey).join(', ');

  return (
    <Fieldset legend={descriptor.label} error={fieldErrorMessage(fieldState.error)}>
      <div className={styles.group}>
        {descriptor.help && <p className={inputStyles.hint}>{descriptor.help}</p>}
        {allowed && <p className={inputStyles.hint}>Holds: {allowed}.</p>}
        {bloks.length === 0 ? (
          <p className={inputStyles.hint}>None yet: add one in the block tree.</p>
        ) : (
          <BlokEditList bloks={bloks} onSelect={context.onSelectBlok} />
        )}
      </div>
    </Fieldset>
  );
}
