import { renewalRetryDelay } from './timing';

/**
 * While the gateway cannot be reached (no signal, a timeout, a 5xx), the session is kept and
 * renewed again later (issue 47): on a backoff, and at each chance the browser announces.
 */
export interface Reconnection {
  /** Why the gateway could not be reached; null while it can. */
  readonly failure: unknown;
  /** A try could not reach the gateway: try again later, each time a little later. */
  lost(failure: unknown): void;
  /** Reached, or the session is over: stop trying. */
  stop(): void;
}

/** Calls `onChance` whenever the gateway may be reachable again, until the remover is called. */
export type WatchReconnectChances = (onChance: () => void) => () => void;

export function createReconnection(
  retry: () => void,
  watchChances?: WatchReconnectChances,
): Reconnection {
  let failure: unknown = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopWatching: (() => void) | null = null;

  return {
    get failure() {
      return failure;
    },
    lost(error) {
      failure = error ?? new Error('The gateway could not be reached.');
      clearTimeout(timer);
      timer = setTimeout(retry, renewalRetryDelay(attempt));
      attempt += 1;
      stopWatching ??= watchChances?.(retry) ?? null;
    },
    stop() {
      failure = null;
      attempt = 0;
      clearTimeout(timer);
      stopWatching?.();
      stopWatching = null;
    },
  };
}

/** The browser's chances: back online, or the page shown again (a tab brought back, a return). */
export function watchBrowserReconnectChances(win: Window, onChance: () => void): () => void {
  const onVisible = () => {
    if (win.document.visibilityState === 'visible') onChance();
  };
  win.addEventListener('online', onChance);
  win.addEventListener('pageshow', onChance);
  win.document.addEventListener('visibilitychange', onVisible);
  return () => {
    win.removeEventListener('online', onChance);
    win.removeEventListener('pageshow', onChance);
    win.document.removeEventListener('visibilitychange', onVisible);
  };
}
