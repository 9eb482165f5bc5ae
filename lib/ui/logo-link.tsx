import { Link } from '@/lib/ui/link';
import type { ComponentProps } from 'react';
import { LogoMark } from './logo-mark';
import styles from './logo-link.module.css';

type LogoLinkProps = Omit<ComponentProps<typeof Link>, 'href'>;

/** The logo, linking home; the header and footer add their own words and colours. */
export function LogoLink({ className, children, ...props }: LogoLinkProps) {
  return (
    <Link href="/" className={`${styles.logoLink} ${className ?? ''}`} {...props}>
      <LogoMark className={styles.logoMark} />
      {children}
    </Link>
  );
}
