import type { ReactNode } from 'react';
import type { RenderOptions } from 'storyblok-rich-text-react-renderer';
import { resolveLink } from '../links';
import styles from './rich-text.module.css';

type MarkResolvers = NonNullable<RenderOptions['markResolvers']>;

/** Classes editors may give a styled span; anything else renders as plain text. */
const STYLED_CLASSES: Record<string, string | undefined> = {
  highlight: styles.highlight,
  lead: styles.lead,
  muted: styles.muted,
};

/** A link mark's attributes as Storyblok writes them; `story` is added when links are resolved. */
interface LinkMarkAttrs {
  linktype?: string | null;
  href?: string | null;
  target?: string | null;
  anchor?: string | null;
  story?: { full_slug?: string | null } | null;
}

/** Only a safe href becomes a link: an unsafe one leaves its text, unlinked. */
function linkMark(children: ReactNode, attrs: LinkMarkAttrs | undefined) {
  const linktype = attrs?.linktype ?? 'url';
  const link = resolveLink({
    linktype,
    url: attrs?.href,
    email: linktype === 'email' ? attrs?.href : undefined,
    anchor: attrs?.anchor,
    story: attrs?.story,
  });
  if (!link) return <>{children}</>;
  return (
    <a
      href={link.href}
      {...(link.external && { rel: 'noopener noreferrer' })}
      {...(attrs?.target === '_blank' && { target: '_blank' })}
    >
      {children}
    </a>
  );
}

/** How the site draws rich text's marks where the renderer's own way is not the site's. */
export const markResolvers: MarkResolvers = {
  bold: (children) => <strong>{children}</strong>,
  italic: (children) => <em>{children}</em>,
  link: linkMark,
  styled: (children, attrs) => {
    const className = STYLED_CLASSES[attrs?.class ?? ''];
    return className ? <span className={className}>{children}</span> : <>{children}</>;
  },
};
