import { useId, type ReactNode } from 'react';
import panels from './panels.module.css';

interface PanelProps {
  heading: string;
  /** While what the panel shows is loading. */
  busy?: boolean;
  children: ReactNode;
}

/** One bordered part of an account screen, a region named by its heading. */
export function Panel({ heading, busy = false, children }: PanelProps) {
  const headingId = useId();
  return (
    <section className={panels.panel} aria-labelledby={headingId} aria-busy={busy || undefined}>
      <h2 id={headingId} className={panels.panelHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
