import {
  Activity,
  Component,
  lazy,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { PartLoadFailed } from './block-loading';
import styles from './deferred-part.module.css';

/** Each part whose form was sent before its code ran: the button that sent it. */
const heldSubmissions = new WeakMap<
  Element,
  { form: HTMLFormElement; submitter: HTMLElement | null }
>();

/**
 * A form in a part whose code has not run would be sent by the browser itself, to this page's
 * address, losing what was typed: the sending waits for the part instead. Listening from when
 * the page's own code runs, before anything hydrates, catches every such form.
 */
function holdUntilCodeRuns(event: SubmitEvent) {
  const form = event.target as HTMLFormElement;
  const part = form.closest('[data-awaiting-code]');
  if (!part) return;
  event.preventDefault();
  heldSubmissions.set(part, { form, submitter: event.submitter });
}

if (typeof document !== 'undefined') document.addEventListener('submit', holdUntilCodeRuns, true);

/** Sends again, now that the part runs, a form its visitor sent while it was awaiting its code. */
function useHeldSubmissionSent(ready: boolean) {
  const part = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ready || !part.current) return;
    const held = heldSubmissions.get(part.current);
    if (!held) return;
    heldSubmissions.delete(part.current);
    if (held.form.isConnected) held.form.requestSubmit(held.submitter);
  }, [ready]);
  return part;
}

/** Says what to do when the part's code cannot load, in place of the part. */
class LoadFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PartLoadFailed /> : this.props.children;
  }
}

function OnHydrated({ then }: { then: (hydrated: true) => void }) {
  useEffect(() => then(true), [then]);
  return null;
}

/**
 * A block's interactive part (a form and its gateway calls) whose code the page neither
 * downloads nor runs before it hydrates: the server renders the part, the browser fetches its
 * code once hydration reaches it and runs it in a task of its own, and the part then hydrates
 * in its own Activity boundary, leaving the server's HTML in place until it can.
 *
 * Until then its controls look and work as they will (react-hook-form keeps what is typed
 * before it is ready), but a form sent in the meantime is held and sent once the part runs.
 * A form the browser can send without its script (a real `action`) says `worksWithoutScript`,
 * and is left to the browser.
 *
 * After a client-side page change the part suspends the change (a transition), so the new page
 * appears once the part can show.
 */
export function deferredPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { worksWithoutScript = false } = {},
): ComponentType<Props> {
  const Part = lazy(async () => ({ default: await load() }));

  return function DeferredPart(props: Props) {
    const [hydrated, setHydrated] = useState(false);
    const part = useHeldSubmissionSent(hydrated);
    return (
      <LoadFailure>
        <div
          ref={part}
          className={styles.part}
          data-awaiting-code={hydrated || worksWithoutScript ? undefined : ''}
        >
          <Activity>
            <Part {...props} />
            <OnHydrated then={setHydrated} />
          </Activity>
        </div>
      </LoadFailure>
    );
  };
}
