import { useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

export interface MotionPart<Props> {
  /**
   * The moving component once its chunk has arrived, `plain` until then; it is taken up only
   * while `canSwap` (taking it up remounts what it shows: not while that is open or focused).
   */
  (props: Props & { canSwap: boolean }): ReactNode;
  /** Starts the chunk's download, once; a failed download is tried again at the next call. */
  preload: () => Promise<void>;
}

/**
 * Keeps `m` and `LazyMotion` (11–18 KiB, docs/performance.md) off a page's first load: the
 * component that moves is imported by `load` only when `preload` is called (a visitor reaches
 * for it, or the page is idle), and `plain`, the same element in its final state without
 * motion, is rendered until then. Without the chunk nothing is lost but the motion, so a failed
 * download is not an error.
 */
export function motionPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  plain: ComponentType<Props>,
): MotionPart<Props> {
  let arrived: ComponentType<Props> = plain;
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        arrived = component;
        listeners.forEach((listener) => listener());
      },
      () => {
        loading = undefined;
      },
    ));

  function Part({ canSwap, ...props }: Props & { canSwap: boolean }) {
    const latest = useSyncExternalStore(
      subscribe,
      () => arrived,
      () => plain,
    );
    const [Component, setComponent] = useState(() => plain);
    if (canSwap && Component !== latest) setComponent(() => latest);
    return <Component {...(props as Props)} />;
  }
  return Object.assign(Part, { preload });
}
