import {
  Activity,
  Component,
  lazy,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { PartLoadFailed } from './block-loading';
import styles from './deferred-part.module.css';

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
 * in its own Activity boundary, leaving the server's HTML in place until it can. Until then its
 * controls are disabled, so nothing typed is lost and no form is sent by the browser itself.
 *
 * A form the browser can send without its script (a real `action`) says `worksWithoutScript`: its
 * controls stay usable, and what is typed before the code runs is kept by react-hook-form.
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
    return (
      <LoadFailure>
        {/* Disabled holds every control back; as a group it would mean nothing to a listener. */}
        <fieldset className={styles.part} disabled={!hydrated && !worksWithoutScript} role="none">
          <Activity>
            <Part {...props} />
            <OnHydrated then={setHydrated} />
          </Activity>
        </fieldset>
      </LoadFailure>
    );
  };
}
