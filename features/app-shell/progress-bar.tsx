import type { NextRouter } from 'next/router';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import styles from './progress-bar.module.css';

/** SPEC §2/§9: wait 200 ms before showing (fast pages show nothing); the bar runs for 5 s. */
export const PROGRESS_SHOW_AFTER_MS = 200;
export const PROGRESS_RUN_MS = 5_000;
const PROGRESS_FADE_MS = 400;
const FAILED_VISIBLE_MS = 1_500;

type Phase = 'idle' | 'running' | 'done' | 'failed';

/** The thin bar at the top of the page while a page change loads; red when it fails. */
export function ProgressBar({ events }: { events: NextRouter['events'] }) {
  const [phase, setPhase] = useState<Phase>('idle');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const after = (ms: number, next: Phase) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setPhase(next), ms);
    };
    const onStart = () => {
      setPhase('idle');
      after(PROGRESS_SHOW_AFTER_MS, 'running');
    };
    const onComplete = () => {
      window.clearTimeout(timer.current);
      setPhase((current) => {
        if (current === 'running') after(PROGRESS_FADE_MS, 'idle');
        return current === 'running' ? 'done' : 'idle';
      });
    };
    const onError = (error: { cancelled?: boolean }) => {
      // A navigation cancelled by a newer one is not a failure.
      if (error.cancelled) return onComplete();
      setPhase('failed');
      after(FAILED_VISIBLE_MS, 'idle');
    };
    events.on('routeChangeStart', onStart);
    events.on('routeChangeComplete', onComplete);
    events.on('routeChangeError', onError);
    return () => {
      window.clearTimeout(timer.current);
      events.off('routeChangeStart', onStart);
      events.off('routeChangeComplete', onComplete);
      events.off('routeChangeError', onError);
    };
  }, [events]);

  if (phase === 'idle') return null;
  return (
    <div
      className={`${styles.bar} ${styles[phase]}`}
      data-phase={phase}
      style={{ '--progress-run': `${PROGRESS_RUN_MS}ms` } as CSSProperties}
      aria-hidden="true"
    />
  );
}
