import { useId, type ReactNode } from 'react';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import panels from './panels.module.css';

interface PanelProps {
  heading: string;
  /** While what the panel shows is loading. */
  busy?: boolean;
  /** Sizes the panel, e.g. a minimum height its placeholder shares. */
  className?: string;
  children: ReactNode;
}

/** One bordered part of an account screen, a region named by its heading. */
export function Panel({ heading, busy = false, className, children }: PanelProps) {
  const headingId = useId();
  return (
    <section
      className={className ? `${panels.panel} ${className}` : panels.panel}
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
    >
      <h2 id={headingId} className={panels.panelHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

interface PanelPlaceholderProps {
  heading: string;
  /** What is loading, read by screen readers. */
  label: string;
  /** Sizes the placeholder to about what the panel will show. */
  className?: string;
}

/** A panel, busy, holding the place of what it will show: a placeholder for ScreenData. */
export function PanelPlaceholder({ heading, label, className }: PanelPlaceholderProps) {
  return (
    <Panel heading={heading} busy>
      <LoadingPlaceholder className={className} label={label} />
    </Panel>
  );
}
