import { useController } from 'react-hook-form';
import { Fieldset } from '@/lib/ui/fieldset';
import inputStyles from '@/lib/ui/input.module.css';
import styles from './blok-fields.module.css';
import { fieldErrorMessage } from './field-error';
import type { FieldProps } from './field-props';
import { LinkAddressInput, LinkTypeSelect, StoryLinkInputs } from './link-inputs';
import { linkParts, storedLink, type LinkParts } from './link-value';

/** A Storyblok multilink: a page of the site, a web address or an email address. */
export function LinkField({ descriptor, form, context }: FieldProps) {
  const { field, fieldState } = useController({ control: form.control, name: descriptor.key });
  const parts = linkParts(field.value);
  const change = (next: Partial<LinkParts>) =>
    field.onChange(storedLink({ ...parts, ...next }, context.stories));

  return (
    <Fieldset legend={descriptor.label} error={fieldErrorMessage(fieldState.error)}>
      <div className={styles.group}>
        {descriptor.help && <p className={inputStyles.hint}>{descriptor.help}</p>}
        <LinkTypeSelect value={parts.linktype} onChange={(linktype) => change({ linktype })} />
        {parts.linktype === 'story' && (
          <StoryLinkInputs
            stories={context.stories}
            storyId={parts.storyId}
            anchor={parts.anchor}
            onChange={change}
            onBlur={field.onBlur}
          />
        )}
        {parts.linktype !== 'story' && (
          <LinkAddressInput
            linktype={parts.linktype}
            value={parts[parts.linktype]}
            onChange={(address) => change({ [parts.linktype]: address })}
            onBlur={field.onBlur}
          />
        )}
      </div>
    </Fieldset>
  );
}
