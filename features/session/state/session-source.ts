import type { SecondFactorChallenge } from '@/lib/gateway/contract/auth';
import type { AppBridge } from './app-bridge';
import type { SessionCookies } from './session-cookies';
import type { SessionGrant } from './session-grant';
import { SessionEndedError } from './session-snapshot';
import type * as SessionGatewayModule from './session-gateway';

export type SessionGateway = typeof SessionGatewayModule;

export interface Credentials {
  email: string;
  password: string;
  /** 'Keep me signed in': a long-lived (30-day) session. */
  keepSignedIn: boolean;
}

/** A staff login whose password was right, waiting for their second factor. */
export interface SecondFactorNeeded {
  secondFactor: SecondFactorChallenge;
}

/** A staff login finished: its session, and the recovery codes to show once, or how many are left. */
export interface SecondFactorDone {
  grant: SessionGrant;
  recoveryCodes?: string[];
  recoveryCodesLeft?: number;
}

/** Where sessions come from: the gateway with its refresh cookies, or the mobile app. */
export interface SessionSource {
  /** Makes the gateway client ready for signed-in calls (its access-token provider). */
  connect(): Promise<void>;
  /** Whether there may be a session to resume, without asking anyone. */
  canResume(): boolean;
  /** The session this browser already has, or null. */
  resume(): Promise<SessionGrant | null>;
  renew(longLived: boolean): Promise<SessionGrant>;
  /** A session, or for staff the second factor the login waits for. */
  logIn(credentials: Credentials): Promise<SessionGrant | SecondFactorNeeded>;
  /** Finishes a staff login with a code of their authenticator app or a recovery code. */
  completeLogIn(challenge: string, code: string): Promise<SecondFactorDone>;
  logOut(longLived: boolean): Promise<void>;
  /** Forgets what the browser keeps about the session (the readable cookies). */
  forget(): void;
  /** Sessions the source announces unasked (the app's token updates). */
  watch?(listener: (grant: SessionGrant | null) => void): () => void;
}

/**
 * Whether a session is long-lived: as the gateway says when it says (staff never are, whatever
 * was asked), else as asked.
 */
const longLivedOf = (session: SessionGrant['session'], asked: boolean) =>
  session.short_lived_refresh_token ? session.short_lived_refresh_token === 'false' : asked;

/** A renewal or sign-out that hangs must not hold the renewal lock for ever. */
const CALL_TIMEOUT_MS = 15_000;
const timeout = () => ({ signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });

/** The gateway's cookie sessions: refresh and sign-out send the HttpOnly refresh cookie. */
export function createGatewaySessionSource(
  loadGateway: () => Promise<SessionGateway>,
  cookies: SessionCookies,
): SessionSource {
  const granted = (grant: SessionGrant) => {
    cookies.remember(grant);
    return grant;
  };

  return {
    connect: async () => {
      await loadGateway();
    },
    canResume: () => cookies.refreshAvailable(),
    async resume() {
      // Checked again: another tab may have signed out while this one waited for the lock.
      if (!cookies.refreshAvailable()) return null;
      // Without the site's note, the session outlived a browser restart: only long-lived ones do.
      const longLived = cookies.longLived() ?? true;
      const gateway = await loadGateway();
      try {
        const session = await gateway.refreshSession(!longLived, { ...timeout(), report: false });
        return granted({ session, longLived: longLivedOf(session, longLived) });
      } catch (error) {
        if (error instanceof gateway.GatewayError && error.statusCode === 401) return null;
        throw error;
      }
    },
    async renew(longLived) {
      const gateway = await loadGateway();
      const session = await gateway.refreshSession(!longLived, { ...timeout(), report: false });
      return granted({ session, longLived: longLivedOf(session, longLived) });
    },
    async logIn({ email, password, keepSignedIn }) {
      const gateway = await loadGateway();
      const answer = await gateway.logIn({
        email,
        password,
        short_lived_refresh_token: keepSignedIn ? 'false' : 'true',
      });
      if ('challenge' in answer) return { secondFactor: answer };
      return granted({ session: answer, longLived: longLivedOf(answer, keepSignedIn) });
    },
    async completeLogIn(challenge, code) {
      const gateway = await loadGateway();
      const answer = await gateway.completeLogIn({ challenge, code });
      const { recovery_codes, recovery_codes_left, ...session } = answer;
      return {
        // Staff sessions are short-lived, whatever was asked.
        grant: granted({ session, longLived: longLivedOf(session, false) }),
        ...(recovery_codes ? { recoveryCodes: recovery_codes } : {}),
        ...(recovery_codes_left === undefined ? {} : { recoveryCodesLeft: recovery_codes_left }),
      };
    },
    async logOut(longLived) {
      const gateway = await loadGateway();
      try {
        await (longLived ? gateway.logOut(timeout()) : gateway.signOutShortLived(timeout()));
      } catch {
        // The bearer call failed (say the token could not be renewed): the refresh cookie
        // alone still ends the session.
        await gateway.signOutShortLived(timeout()).catch(() => undefined);
      }
    },
    forget: () => cookies.clear(),
  };
}

/**
 * Inside the mobile app: the app hands over the session and renews it; logging in and out still
 * go to the gateway (and the app is told about the sign-out).
 */
export function createAppSessionSource(bridge: AppBridge, gateway: SessionSource): SessionSource {
  return {
    ...gateway,
    canResume: () => true,
    resume: () => bridge.requestSession().catch(() => null),
    async renew() {
      const grant = await bridge.requestSession();
      // The app's word that the session is over; an app that does not answer may be offline.
      if (!grant) throw new SessionEndedError();
      return grant;
    },
    async logOut(longLived) {
      bridge.logOut();
      await gateway.logOut(longLived);
    },
    watch: bridge.watch,
  };
}
