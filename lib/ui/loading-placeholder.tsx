import type { CSSProperties } from 'react';
import { VisuallyHidden } from './visually-hidden';

interface LoadingPlaceholderProps {
  /** What is loading, read by screen readers. */
  label: string;
  /** Sizes the placeholder to about what it stands for, so nothing moves when that arrives. */
  className?: string;
  style?: CSSProperties;
}

/**
 * Holds the place of something still loading. A status that says in words what is coming: a
 * plain element may not carry a name of its own (axe's aria-prohibited-attr).
 */
export function LoadingPlaceholder({ label, className, style }: LoadingPlaceholderProps) {
  return (
    <div className={className} style={style} role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
