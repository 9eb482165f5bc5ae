import type { KeyboardEvent } from 'react';
import { Button } from '@/lib/ui/button';
import { Fieldset } from '@/lib/ui/fieldset';
import fieldStyles from '../blok-fields.module.css';
import type { StoryOption } from '../editor-context';
import { LinkAddressInput, LinkTypeSelect, StoryLinkInputs } from '../link-inputs';
import styles from './rich-text-editor.module.css';
import type { RichTextLinkDraft } from './rich-text-link';

export interface RichTextLinkFormProps {
  /** The rich-text field's label, naming the form apart from the blok's own link fields. */
  fieldLabel: string;
  draft: RichTextLinkDraft;
  onChange: (next: Partial<RichTextLinkDraft>) => void;
  stories: readonly StoryOption[];
  /** Whether the cursor is on a link already, which the form may remove. */
  editing: boolean;
  onApply: () => void;
  onRemove: () => void;
  onCancel: () => void;
}

/** The toolbar's link: a page of the site, a web address or an email address. */
export function RichTextLinkForm({
  fieldLabel,
  draft,
  onChange: change,
  stories,
  editing,
  onApply,
  onRemove,
  onCancel,
}: RichTextLinkFormProps) {
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
    if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement)) {
      event.preventDefault();
      onApply();
    }
  }

  return (
    // Enter applies and Escape cancels from any of the form's controls.
    <div className={styles.linkForm} onKeyDown={onKeyDown}>
      <Fieldset legend={`Link in ${fieldLabel}`}>
        <div className={fieldStyles.group}>
          <LinkTypeSelect
            value={draft.linktype}
            autoFocus
            onChange={(linktype) => change({ linktype })}
          />
          {draft.linktype === 'story' ? (
            <StoryLinkInputs
              stories={stories}
              storyId={draft.storyId}
              anchor={draft.anchor}
              onChange={change}
            />
          ) : (
            <LinkAddressInput
              linktype={draft.linktype}
              value={draft.address}
              onChange={(address) => change({ address })}
            />
          )}
        </div>
      </Fieldset>
      <div className={styles.linkActions}>
        <Button type="button" size="small" onClick={onApply}>
          Apply link
        </Button>
        {editing && (
          <Button type="button" size="small" variant="secondary" onClick={onRemove}>
            Remove link
          </Button>
        )}
        <Button type="button" size="small" variant="tertiary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
