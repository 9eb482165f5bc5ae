const MARKER = /^<!--#storyblok#([\s\S]*)-->$/;

/**
 * The attributes by which Storyblok's bridge (in its Visual Editor and in the local editor's
 * preview) knows which blok a click lands on, read from the `_editable` marker draft content
 * carries; none without one. `@storyblok/react`'s own brings `@storyblok/js` along, with a rich-text
 * renderer no page uses: about 4 KiB gzipped on every CMS page.
 */
export function storyblokEditable(blok: { _editable?: string | null }): Record<string, string> {
  const json = blok._editable?.match(MARKER)?.[1];
  if (!json) return {};
  try {
    const meta: unknown = JSON.parse(json);
    if (typeof meta !== 'object' || meta === null) return {};
    const { id, uid } = meta as { id?: unknown; uid?: unknown };
    return { 'data-blok-c': JSON.stringify(meta), 'data-blok-uid': `${String(id)}-${String(uid)}` };
  } catch {
    return {};
  }
}
