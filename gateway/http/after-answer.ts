/** Starts a piece of work; by default on the event loop's next turn (see createAfterAnswer). */
export type StartLater = (start: () => void) => void;

/**
 * Work a handler leaves until its answer has gone, so that the answer can neither wait for it
 * nor fail with it: what a handler does before answering is what a caller can time, and some
 * answers must not tell what the work found (a password reset for an email with no login is
 * answered as one for an email with a login: `account-security/password-resets.ts`).
 */
export interface AfterAnswer {
  /**
   * Runs `work` once the current request has been answered. Never throws: a failure is logged
   * under `what`, since nobody is waiting for it. `work` must use the database itself, not a
   * request's transaction, which will have ended by then.
   */
  run(what: string, work: () => Promise<void>): void;
  /** Resolves once all work handed over so far, and any it handed over in turn, has finished. */
  settled(): Promise<void>;
}

/**
 * By default work starts on the event loop's next turn (`setImmediate`): a handler's answer
 * goes back through the router and middleware and is written to the socket in the turn it
 * returns in, before then. Tests pass `startLater` to hold the work and release it themselves.
 */
export function createAfterAnswer(
  startLater: StartLater = (start) => setImmediate(start),
): AfterAnswer {
  const pending = new Set<Promise<void>>();
  return {
    run(what, work) {
      const task = new Promise<void>((resolve) => startLater(resolve))
        .then(work)
        .catch((error: unknown) => console.error(`${what} failed after its answer:`, error))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
