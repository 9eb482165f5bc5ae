import { useRef, useState } from 'react';
import { failureMessage } from './send-failure';

export interface OneClickActionOptions<Result> {
  /** What follows a success (a confirmation, a reload…). */
  onDone: (result: Result) => unknown;
  /**
   * Acts on a failure (reloads what went stale…) before its message shows; answers `true` when
   * the failure is in fact what was asked (cancelled already, in another tab), so none shows.
   */
  onFailure?: (error: unknown) => boolean | void | Promise<boolean | void>;
}

/**
 * A button that sends without a form (confirm in a dialog, cancel, leave): busy and deaf to
 * further clicks while it sends, then `onDone`, or the failure in words for a FormAlert beside
 * it. Nothing is lost on a failure: the button can simply be pressed again.
 */
export function useOneClickAction<Args extends unknown[], Result>(
  action: (...args: Args) => Promise<Result>,
  { onDone, onFailure }: OneClickActionOptions<Result>,
) {
  const [working, setWorking] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  // A second click before the first re-render would otherwise send twice.
  const running = useRef(false);

  async function run(...args: Args) {
    if (running.current) return;
    running.current = true;
    setWorking(true);
    setAlert(null);
    try {
      const result = await action(...args);
      await onDone(result);
    } catch (error) {
      if (!(await onFailure?.(error))) setAlert(failureMessage(error));
    } finally {
      running.current = false;
      setWorking(false);
    }
  }

  return {
    run: (...args: Args) => void run(...args),
    working,
    alert,
    clearAlert: () => setAlert(null),
  };
}
