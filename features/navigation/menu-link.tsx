import { Link } from '@/lib/ui/link';
import type { ComponentProps } from 'react';
import type { NavigationItem } from './schema';

type LinkedItem = NavigationItem & { link: string };

interface MenuLinkProps extends Omit<ComponentProps<'a'>, 'href' | 'style'> {
  item: LinkedItem;
  'data-menubar-item'?: string;
}

/** A navigation item's link: client-side for pages of this site, a plain link otherwise. */
export function MenuLink({ item, children, ...props }: MenuLinkProps) {
  const style = item.showAsButton
    ? { backgroundColor: item.backgroundColor, color: item.fontColor }
    : undefined;
  const linkProps = {
    ...props,
    style,
    'data-tracking': item.tracking,
    children: children ?? item.name,
  };
  return item.link.startsWith('/') ? (
    <Link href={item.link} {...linkProps} />
  ) : (
    <a href={item.link} {...linkProps} />
  );
}

export function hasLink(item: NavigationItem): item is LinkedItem {
  return item.link !== undefined;
}
