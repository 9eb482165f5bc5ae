import { useController } from 'react-hook-form';
import { Fieldset } from '@/lib/ui/fieldset';
import { Input } from '@/lib/ui/input';
import { Select } from '@/lib/ui/select';
import inputStyles from '@/lib/ui/input.module.css';
import styles from './blok-fields.module.css';
import { fieldErrorMessage } from './field-error';
import type { FieldProps } from './field-props';
import { LINK_TYPES, linkParts, storedLink, type LinkParts, type LinkType } from './link-value';

const LINK_TYPE_LABELS: Record<LinkType, string> = {
  story: 'A page on this site',
  url: 'A web address',
  email: 'An email address',
};

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
        <Select
          label="Link to"
          value={parts.linktype}
          onChange={(event) => change({ linktype: event.target.value as LinkType })}
        >
          {LINK_TYPES.map((type) => (
            <option key={type} value={type}>
              {LINK_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
        {parts.linktype === 'story' && (
          <>
            <Select
              label="Page"
              value={parts.storyId}
              onChange={(event) => change({ storyId: event.target.value })}
              onBlur={field.onBlur}
            >
              <option value="">Choose a page</option>
              {context.stories.map((story) => (
                <option key={story.uuid} value={story.uuid}>
                  {story.name} (/{story.full_slug})
                </option>
              ))}
            </Select>
            <Input
              label="Anchor on the page (optional)"
              hint="The id of a section, without #"
              value={parts.anchor}
              onChange={(event) => change({ anchor: event.target.value })}
            />
          </>
        )}
        {parts.linktype === 'url' && (
          <Input
            label="Web address"
            type="url"
            hint="e.g. https://www.ofgem.gov.uk or /energy/quote"
            value={parts.url}
            onChange={(event) => change({ url: event.target.value })}
            onBlur={field.onBlur}
          />
        )}
        {parts.linktype === 'email' && (
          <Input
            label="Email address"
            type="email"
            value={parts.email}
            onChange={(event) => change({ email: event.target.value })}
            onBlur={field.onBlur}
          />
        )}
      </div>
    </Fieldset>
  );
}
