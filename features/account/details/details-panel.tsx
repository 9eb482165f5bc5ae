import type { ReactNode } from 'react';
import { Panel } from '../screen/panel';
import panels from '../screen/panels.module.css';

interface DetailsPanelProps {
  heading: string;
  /** What was last saved, in words. */
  saved?: string | null;
  children: ReactNode;
}

/** One part of Personal details: its heading, what was last saved, and its form. */
export function DetailsPanel({ heading, saved, children }: DetailsPanelProps) {
  return (
    <Panel heading={heading}>
      {saved && (
        <p role="status" className={panels.confirmation}>
          {saved}
        </p>
      )}
      {children}
    </Panel>
  );
}
