import { Input } from '@/lib/ui/input';
import { Select } from '@/lib/ui/select';
import type { StoryOption } from './editor-context';
import { LINK_TYPES, type LinkType } from './link-value';

const LINK_TYPE_LABELS: Record<LinkType, string> = {
  story: 'A page on this site',
  url: 'A web address',
  email: 'An email address',
};

export interface LinkTypeSelectProps {
  value: LinkType;
  onChange: (linktype: LinkType) => void;
  autoFocus?: boolean;
}

/** Which of the three kinds of link an editor makes. */
export function LinkTypeSelect({ value, onChange, autoFocus }: LinkTypeSelectProps) {
  return (
    <Select
      label="Link to"
      value={value}
      autoFocus={autoFocus}
      onChange={(event) => onChange(event.target.value as LinkType)}
    >
      {LINK_TYPES.map((type) => (
        <option key={type} value={type}>
          {LINK_TYPE_LABELS[type]}
        </option>
      ))}
    </Select>
  );
}

export interface StoryLinkInputsProps {
  stories: readonly StoryOption[];
  storyId: string;
  anchor: string;
  onChange: (next: { storyId?: string; anchor?: string }) => void;
  onBlur?: () => void;
}

/** A link to a page of the site: the page, and optionally a section of it. */
export function StoryLinkInputs({
  stories,
  storyId,
  anchor,
  onChange,
  onBlur,
}: StoryLinkInputsProps) {
  return (
    <>
      <Select
        label="Page"
        value={storyId}
        onChange={(event) => onChange({ storyId: event.target.value })}
        onBlur={onBlur}
      >
        <option value="">Choose a page</option>
        {stories.map((story) => (
          <option key={story.uuid} value={story.uuid}>
            {story.name} (/{story.full_slug})
          </option>
        ))}
      </Select>
      <Input
        label="Anchor on the page (optional)"
        hint="The id of a section, without #"
        value={anchor}
        onChange={(event) => onChange({ anchor: event.target.value })}
      />
    </>
  );
}

export interface LinkAddressInputProps {
  linktype: Exclude<LinkType, 'story'>;
  value: string;
  onChange: (address: string) => void;
  onBlur?: () => void;
}

/** The address of a link that leaves the site's pages: a web address or an email address. */
export function LinkAddressInput({ linktype, value, onChange, onBlur }: LinkAddressInputProps) {
  return linktype === 'url' ? (
    <Input
      label="Web address"
      type="url"
      hint="e.g. https://www.ofgem.gov.uk or /energy/quote"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  ) : (
    <Input
      label="Email address"
      type="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  );
}
