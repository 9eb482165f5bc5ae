/** What the session shows: its status, whose it is and when it ends, and why it ended. */

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

export class SessionEndedError extends Error {
  constructor(options?: { cause?: unknown }) {
    super(SESSION_ENDED_MESSAGE, options);
    this.name = 'SessionEndedError';
  }
}

/** unknown until the page has looked (server render, hydration); restoring while it asks. */
export type SessionStatus = 'unknown' | 'restoring' | 'signedIn' | 'signedOut';

export interface SessionSnapshot {
  status: SessionStatus;
  /** The signed-in customer's email. */
  email: string | null;
  longLived: boolean;
  /** When the session ends unless renewed (epoch ms); null when signed out. */
  expiresAt: number | null;
  /** Why the session ended, for the customer, until dismissed. */
  endedMessage: string | null;
  /**
   * The gateway could not be reached to renew or resume the session (no signal): still signed
   * in (or restoring), and trying again.
   */
  offline: boolean;
}

export const initialSessionSnapshot: SessionSnapshot = {
  status: 'unknown',
  email: null,
  longLived: false,
  expiresAt: null,
  endedMessage: null,
  offline: false,
};
