import type { SecondFactorChallenge } from '@/lib/gateway/contract/auth';
import type { RenewalLock } from './renewal-lock';
import type { WatchReconnectChances } from './reconnection';
import type { SessionChannel } from './session-channel';
import type { Credentials, SecondFactorDone, SessionSource } from './session-source';
import type { SessionSnapshot } from './session-snapshot';

export interface SessionStoreDeps {
  source: SessionSource;
  lock: RenewalLock;
  channel?: SessionChannel | null;
  /** Calls `onActivity` on user activity until the function it returns is called. */
  watchActivity?: (onActivity: () => void) => () => void;
  /** When to try again a renewal that could not reach the gateway, besides a backoff. */
  watchReconnectChances?: WatchReconnectChances;
  now?: () => number;
}

export interface SessionStore {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** Resumes the browser's session, if it has one; once. */
  start(): Promise<void>;
  /**
   * Signs in, or for staff answers the second factor the login waits for (null once signed
   * in). Rejects with the gateway's error; the session is unchanged then.
   */
  logIn(credentials: Credentials): Promise<SecondFactorChallenge | null>;
  /** Finishes a staff login; its recovery codes to show once, or how many are left. */
  completeLogIn(challenge: string, code: string): Promise<Omit<SecondFactorDone, 'grant'>>;
  logOut(): Promise<void>;
  /**
   * Renews now (one tab at a time): true once renewed; false when it failed, which ends the
   * session when the gateway refused (its notice says so), and otherwise leaves it, offline.
   */
  renew(): Promise<boolean>;
  /**
   * For authenticated calls: the token, renewed first when due; null when signed out. While it
   * cannot be renewed, the token as long as it lasts, then a network failure (a GatewayError).
   */
  getAccessToken(): Promise<string | null>;
  dismissEndedMessage(): void;
  dispose(): void;
}
