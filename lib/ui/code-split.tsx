import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useMinimumDisplay } from './use-minimum-display';

export interface CodeSplitComponent<Props> {
  (props: Props): ReactNode;
  /** Fetches the code before the part shows (while its screen loads), so it shows at once. */
  preload: () => Promise<ComponentType<Props>>;
}

/**
 * A part whose code downloads apart from its page's, `placeholder` keeping its place until the
 * code is here, and for SPEC §9's minimum once shown (next/dynamic's `loading` cannot be held).
 * A chunk that fails to load rejects unhandled, which reloads the page (SPEC §2).
 */
export function codeSplit<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  placeholder: (props: Props) => ReactNode,
): CodeSplitComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function CodeSplit(props: Props) {
    const [Component, setComponent] = useState(() => loaded);
    const waiting = useMinimumDisplay(!Component);

    useEffect(() => {
      if (Component) return;
      let mounted = true;
      void preload().then((component) => {
        if (mounted) setComponent(() => component);
      });
      return () => {
        mounted = false;
      };
    }, [Component]);

    return waiting || !Component ? placeholder(props) : <Component {...props} />;
  }
  return Object.assign(CodeSplit, { preload });
}
