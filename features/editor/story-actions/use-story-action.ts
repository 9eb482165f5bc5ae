import { useState } from 'react';
import { failureMessage } from '@/lib/forms/send-failure';

/**
 * A dialog's one action on a story: busy while it runs, then `onDone` with its result, or the
 * failure's message for the dialog's FormAlert.
 */
export function useStoryAction<Args extends unknown[], Result>(
  action: (...args: Args) => Promise<Result>,
  onDone: (result: Result) => void,
) {
  const [working, setWorking] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  async function run(...args: Args) {
    setWorking(true);
    setAlert(null);
    try {
      onDone(await action(...args));
    } catch (error) {
      setAlert(failureMessage(error));
    } finally {
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
