import type { CSSProperties } from 'react';
import { LogoMark } from './logo-mark';
import styles from './spinner.module.css';
import { VisuallyHidden } from './visually-hidden';

interface SpinnerProps {
  /** What is loading, read by screen readers. */
  label?: string;
  /** Width and height, any CSS length. */
  size?: string;
  /** Inside a control that already says it is busy (e.g. a loading button): no status role. */
  decorative?: boolean;
  className?: string;
}

/** The animated So Energy logo, shown while something loads. */
export function Spinner({ label = 'Loading', size, decorative = false, className }: SpinnerProps) {
  const style = size ? ({ '--spinner-size': size } as CSSProperties) : undefined;
  const classes = [styles.spinner, className].filter(Boolean).join(' ');
  if (decorative) {
    return (
      <span className={classes} style={style} aria-hidden="true">
        <LogoMark className={styles.mark} leafClassName={styles.leaf} />
      </span>
    );
  }
  return (
    <span className={classes} style={style} role="status">
      <LogoMark className={styles.mark} leafClassName={styles.leaf} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
