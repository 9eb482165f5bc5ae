import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * A link to a page of this site, every one of them (the lint refuses `next/link` elsewhere).
 * Next fetches the page it leads to when a visitor points at or touches it, not when it comes
 * into view: in view, Next would run the code of every kind of page the links lead to while
 * this page starts, a long task at a phone's speed (issue 19), and fetch pages never opened.
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
