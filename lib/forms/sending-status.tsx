import { visuallyHiddenClassName } from '../ui/visually-hidden';

/**
 * Says, for screen readers, what the form is doing while it sends ('Logging you in…'): the busy,
 * disabled button is not read out, and focus often stays in the field where Enter was pressed.
 * An empty polite live region until then, so it is not read out on the way through the form.
 */
export function SendingStatus({ sending, message }: { sending: boolean; message: string }) {
  return (
    <div aria-live="polite" className={visuallyHiddenClassName}>
      {sending ? message : ''}
    </div>
  );
}
