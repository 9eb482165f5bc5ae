import { storyblokEditable } from '@/lib/content/storyblok-editable';
import { resolveLink, type SafeLink } from '@/lib/content/links';
import { usePageContext } from '../page-context';
import type { ButtonLinkBlok } from './schema';
import styles from './button-link.module.css';

/** A call to action styled as a button; a link that resolves nowhere safe is not rendered. */
/** Adds `?name=id` to a link within the site; links elsewhere never receive the id. */
export function withRouteId(link: SafeLink, name: string | undefined, id: string | null): string {
  if (!name || !id || link.external || !link.href.startsWith('/')) return link.href;
  const url = new URL(link.href, 'https://site.invalid');
  url.searchParams.set(name, id);
  return `${url.pathname}${url.search}${url.hash}`;
}

export function ButtonLink({ blok }: { blok: ButtonLinkBlok }) {
  const routeParam = usePageContext()?.routeParam ?? null;
  const link = resolveLink(blok.link);
  if (!link) return null;
  return (
    <a
      href={withRouteId(link, blok.carry_route_id, routeParam)}
      className={`${styles.button} ${styles[blok.variant]}`}
      {...(link.external && { rel: 'noopener noreferrer' })}
      {...(blok.link.target === '_blank' && { target: '_blank' })}
      {...storyblokEditable(blok)}
    >
      {blok.label}
    </a>
  );
}
