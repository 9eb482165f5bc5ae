export const CHUNK_RELOAD_MARKER = 'chunk-load-reload-at';
export const CHUNK_RELOAD_GUARD_MS = 60_000;

const CHUNK_FAILURE =
  /Loading (CSS )?chunk [\w/.-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** A script or style chunk of the app failed to load (usually: a new release replaced it). */
export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  return reason.name === 'ChunkLoadError' || CHUNK_FAILURE.test(reason.message);
}

/**
 * Reloads the page to pick up the current release, at most once per 60 s (a session-storage
 * marker), so a chunk that keeps failing cannot cause a reload loop. True if it reloaded.
 */
export function reloadAfterChunkError(storage: Storage, now: number, reload: () => void): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_MARKER));
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(CHUNK_RELOAD_MARKER, String(now));
  reload();
  return true;
}

/**
 * Listens for chunk failures app-wide; returns the clean-up. Offline, a reload cannot fetch the
 * chunk either and would swap the network error screen for the browser's own error page.
 */
export function watchChunkLoadErrors(reload: () => void = () => window.location.reload()) {
  const handle = (reason: unknown) => {
    if (!isChunkLoadError(reason) || !navigator.onLine) return;
    reloadAfterChunkError(window.sessionStorage, Date.now(), reload);
  };
  const onError = (event: ErrorEvent) => handle(event.error);
  const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
