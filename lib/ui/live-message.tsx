import type { ReactNode, Ref } from 'react';

interface LiveMessageProps {
  /** The message; nothing while there is none. */
  children: ReactNode;
  /** Polite (a status) waits for a pause; assertive (an alert) interrupts: errors only. */
  politeness: 'polite' | 'assertive';
  className?: string;
  /** For a message that takes focus when it appears. */
  ref?: Ref<HTMLDivElement>;
  tabIndex?: number;
}

/**
 * A message announced once when it appears or changes. The live region around it is there from
 * the start, as screen readers only hear changes to a region they already know; it is silent
 * while empty, where an empty status or alert is read out as "status" or "alert" on the way past.
 */
export function LiveMessage({ children, politeness, className, ref, tabIndex }: LiveMessageProps) {
  return (
    <div aria-live={politeness} aria-atomic="true">
      {children ? (
        <div
          ref={ref}
          role={politeness === 'assertive' ? 'alert' : 'status'}
          tabIndex={tabIndex}
          className={className}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
