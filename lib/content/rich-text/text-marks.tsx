import type { ReactNode } from 'react';
import type { RichTextMark } from '../fields';
import { resolveLink, type LinkTarget } from '../links';
import styles from './rich-text.module.css';

/** Classes editors may give a styled span; anything else renders as plain text. */
const STYLED_CLASSES: Record<string, string | undefined> = {
  highlight: styles.highlight,
  lead: styles.lead,
  muted: styles.muted,
};

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

function linkMark(attrs: Record<string, unknown>, children: ReactNode): ReactNode {
  const linktype = str(attrs.linktype) ?? 'url';
  const target: LinkTarget = {
    linktype,
    url: str(attrs.href),
    email: linktype === 'email' ? str(attrs.href) : undefined,
    anchor: str(attrs.anchor),
    story: attrs.story as LinkTarget['story'],
  };
  const link = resolveLink(target);
  if (!link) return children;
  const newTab = attrs.target === '_blank';
  return (
    <a
      href={link.href}
      {...(link.external && { rel: 'noopener noreferrer' })}
      {...(newTab && { target: '_blank' })}
    >
      {children}
    </a>
  );
}

export function applyMark(mark: RichTextMark, children: ReactNode): ReactNode {
  const attrs = mark.attrs ?? {};
  switch (mark.type) {
    case 'bold':
      return <strong>{children}</strong>;
    case 'italic':
      return <em>{children}</em>;
    case 'underline':
      return <u>{children}</u>;
    case 'strike':
      return <s>{children}</s>;
    case 'code':
      return <code>{children}</code>;
    case 'superscript':
      return <sup>{children}</sup>;
    case 'subscript':
      return <sub>{children}</sub>;
    case 'link':
      return linkMark(attrs, children);
    case 'styled': {
      const className = STYLED_CLASSES[str(attrs.class) ?? ''];
      return className ? <span className={className}>{children}</span> : children;
    }
    default:
      return children;
  }
}
