import type { ComponentProps } from 'react';
import { safeLink } from '@/lib/content/links';

/**
 * A link to an href already made safe by `cmsLinkSchema`: links that leave the site get
 * rel="noopener noreferrer". An href that is not safe renders its text without a link.
 */
export function CmsLink({ href, children, ...props }: ComponentProps<'a'> & { href: string }) {
  const link = safeLink(href);
  if (!link) return <>{children}</>;
  return (
    <a {...props} href={link.href} {...(link.external && { rel: 'noopener noreferrer' })}>
      {children}
    </a>
  );
}
