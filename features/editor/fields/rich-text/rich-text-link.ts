import { storyPath } from '@/lib/content/story-path';
import type { StoryOption } from '../editor-context';
import { LINK_TYPES, type LinkType } from '../link-value';

/** What the toolbar's link form holds: the kind of link, its page or its address. */
export interface RichTextLinkDraft {
  linktype: LinkType;
  storyId: string;
  address: string;
  anchor: string;
}

/** The attributes Storyblok gives a link mark in rich text (tiptap keeps `target` itself). */
export interface LinkMarkAttrs {
  href: string;
  linktype: LinkType;
  uuid: string | null;
  anchor: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Whether tiptap's attributes where the cursor is are a link's (each link has a linktype). */
export const isLink = (attrs: Record<string, unknown>) => !!attrs.linktype;

/**
 * The form for the link where the cursor is, or for a new one (a page of the site). A web
 * address's anchor joins its address, where the editor sees and edits it.
 */
export function linkDraft(attrs: Record<string, unknown>): RichTextLinkDraft {
  if (!isLink(attrs)) return { linktype: 'story', storyId: '', address: '', anchor: '' };
  const href = text(attrs.href);
  const anchor = text(attrs.anchor);
  const linktype = LINK_TYPES.find((type) => type === attrs.linktype) ?? 'url';
  if (linktype === 'story') return { linktype, storyId: text(attrs.uuid), address: '', anchor };
  const address = linktype === 'url' && anchor ? `${href}#${anchor}` : href;
  return { linktype, storyId: '', address, anchor: '' };
}

/**
 * The link mark Storyblok writes for the form's link, with the story's path as its href; null
 * when the form names no page or address, which removes the link.
 */
export function linkMarkAttrs(
  draft: RichTextLinkDraft,
  stories: readonly StoryOption[],
): LinkMarkAttrs | null {
  if (draft.linktype === 'story') {
    const story = stories.find((candidate) => candidate.uuid === draft.storyId);
    if (!story) return null;
    const anchor = draft.anchor.trim().replace(/^#/, '');
    return {
      href: storyPath(story.full_slug),
      linktype: 'story',
      uuid: story.uuid,
      anchor: anchor || null,
    };
  }
  const address = draft.address.trim();
  const href = draft.linktype === 'email' ? address.replace(/^mailto:/i, '') : address;
  return href ? { href, linktype: draft.linktype, uuid: null, anchor: null } : null;
}
