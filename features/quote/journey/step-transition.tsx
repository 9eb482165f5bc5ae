import type { ReactNode } from 'react';
import styles from './step-transition.module.css';

/**
 * Each step slides gently into place as it opens (steps open in the browser, never in the
 * server's HTML); under `prefers-reduced-motion` it simply appears. A CSS animation of transform
 * and opacity only: nothing around it moves, and no script runs for it.
 */
export function StepTransition({ children }: { children: ReactNode }) {
  return (
    <div data-testid="step-transition" className={styles.step}>
      {children}
    </div>
  );
}
