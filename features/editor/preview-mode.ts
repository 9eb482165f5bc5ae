/**
 * How a page is being shown: published (false), or drafts in preview, where the visual editor
 * framing it is Storyblok's, or this site's own (`/editor`, for the embedded content space).
 */
export type PreviewMode = false | 'storyblok' | 'local-editor';

/** The editor a draft page answers to: the embedded space is edited in `/editor`. */
export function previewModeFor(
  draftMode: boolean | undefined,
  contentSource: 'local' | 'storyblok',
): PreviewMode {
  if (!draftMode) return false;
  return contentSource === 'local' ? 'local-editor' : 'storyblok';
}
