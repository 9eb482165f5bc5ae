import type { StoryOption } from './editor-context';

export const LINK_TYPES = ['story', 'url', 'email'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

/** Storyblok's multilink as it stores it, for the three kinds of link editors make. */
export type StoredLink =
  | {
      fieldtype: 'multilink';
      linktype: 'story';
      id: string;
      url: '';
      cached_url: string;
      anchor?: string;
    }
  | { fieldtype: 'multilink'; linktype: 'url'; url: string; cached_url: string }
  | { fieldtype: 'multilink'; linktype: 'email'; email: string };

/** The parts of a stored link the form shows: a plain href from older content reads as a URL. */
export interface LinkParts {
  linktype: LinkType;
  storyId: string;
  url: string;
  email: string;
  anchor: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function linkParts(value: unknown): LinkParts {
  if (typeof value === 'string') {
    return { linktype: 'url', storyId: '', url: value, email: '', anchor: '' };
  }
  const link = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const linktype = LINK_TYPES.find((type) => type === link.linktype) ?? 'story';
  return {
    linktype,
    storyId: linktype === 'story' ? text(link.id) : '',
    url: linktype === 'url' ? text(link.url) || text(link.cached_url) : '',
    email: linktype === 'email' ? text(link.email) || text(link.url).replace(/^mailto:/i, '') : '',
    anchor: text(link.anchor),
  };
}

/** The multilink Storyblok stores for what the form holds. */
export function storedLink(parts: LinkParts, stories: readonly StoryOption[]): StoredLink {
  switch (parts.linktype) {
    case 'story': {
      const story = stories.find((candidate) => candidate.uuid === parts.storyId);
      return {
        fieldtype: 'multilink',
        linktype: 'story',
        id: parts.storyId,
        url: '',
        cached_url: story?.full_slug ?? '',
        ...(parts.anchor && { anchor: parts.anchor }),
      };
    }
    case 'url':
      return { fieldtype: 'multilink', linktype: 'url', url: parts.url, cached_url: parts.url };
    case 'email':
      return { fieldtype: 'multilink', linktype: 'email', email: parts.email };
  }
}
