const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * The link if it is safe to put in an href: http(s), mailto:, tel:, a site-relative path or a
 * #anchor. Anything else (javascript:, data:, protocol-relative //host, bare words) gives
 * undefined, so content from the CMS can never run script or leave the page silently.
 */
export function safeHref(raw: string): string | undefined {
  const href = raw.trim();
  if (href === '') return undefined;
  if (href.startsWith('#')) return href;
  if (href.startsWith('/'))
    return href.startsWith('//') || href.startsWith('/\\') ? undefined : href;
  try {
    return ALLOWED_PROTOCOLS.has(new URL(href).protocol) ? href : undefined;
  } catch {
    return undefined;
  }
}
