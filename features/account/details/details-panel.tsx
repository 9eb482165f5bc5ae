import { useId, type ReactNode } from 'react';
import panels from '../screen/panels.module.css';

interface DetailsPanelProps {
  heading: string;
  /** What was last saved, in words. */
  saved?: string | null;
  children: ReactNode;
}

/** One part of Personal details: its heading, what was last saved, and its form. */
export function DetailsPanel({ heading, saved, children }: DetailsPanelProps) {
  const headingId = useId();
  return (
    <section className={panels.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={panels.panelHeading}>
        {heading}
      </h2>
      {saved && (
        <p role="status" className={panels.confirmation}>
          {saved}
        </p>
      )}
      {children}
    </section>
  );
}
