import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useOneClickAction } from '@/lib/forms/use-one-click-action';
import { Button } from '@/lib/ui/button';
import { FormAlert } from '@/lib/ui/form-alert';
import { LiveMessage } from '@/lib/ui/live-message';

type Permission = NotificationPermission | 'unsupported';

// Each meter's list has the button: an answer given to one hides them all.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const permission = (): Permission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
const askedNothing = (): Permission => 'unsupported';

async function askPermission(): Promise<NotificationPermission> {
  const answer = await Notification.requestPermission();
  listeners.forEach((listener) => listener());
  return answer;
}

const ANSWERS: Partial<Record<NotificationPermission, string>> = {
  granted: "We'll tell you with a notification on this device if a reading kept here isn't taken.",
  denied:
    "Notifications from us are blocked in your browser's settings, so we can't tell you. Come back to this page once you have a signal to see whether your reading was taken.",
};

/**
 * Asks to show a notification when a reading kept on the device is refused as it arrives, while
 * the browser has not been asked yet; then says what the customer chose.
 */
export function NotifyRefusalsButton() {
  const current = useSyncExternalStore(subscribe, permission, askedNothing);
  const [answer, setAnswer] = useState<NotificationPermission | null>(null);
  const ask = useOneClickAction(askPermission, { onDone: setAnswer });
  // The button goes once answered: focus moves to the answer rather than the top of the page.
  const said = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer && answer !== 'default') said.current?.focus();
  }, [answer]);
  return (
    <>
      <FormAlert message={ask.alert} />
      <LiveMessage politeness="polite" ref={said} tabIndex={-1}>
        {answer && ANSWERS[answer]}
      </LiveMessage>
      {current === 'default' && (
        <Button variant="secondary" size="small" loading={ask.working} onClick={() => ask.run()}>
          {"Tell me if a reading isn't taken"}
        </Button>
      )}
    </>
  );
}
