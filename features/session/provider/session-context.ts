import { createContext, useContext } from 'react';
import type { AccountState } from '@/lib/gateway/contract/account';
import type { SecondFactorChallenge } from '@/lib/gateway/contract/auth';
import type { AccountSummary, Customer } from '@/lib/gateway/contract/customer';
import type { Credentials, SecondFactorDone } from '../state/session-source';
import type { SessionStatus } from '../state/session-snapshot';
import type { UserStatusPhase } from '../state/user-status-store';

export interface SessionContextValue {
  status: SessionStatus;
  email: string | null;
  /** Why the last session ended ('Your session has ended. Please log in again.'). */
  endedMessage: string | null;
  /**
   * The session could not be renewed or resumed for want of a connection: still signed in (or
   * restoring), and trying again (issue 47).
   */
  offline: boolean;
  customer: Customer | null;
  accounts: AccountSummary[];
  selectedAccount: AccountSummary | null;
  accountState: AccountState | null;
  userStatusPhase: UserStatusPhase;
  userStatusError: string | null;
  /**
   * Signs in; for staff, answers the second factor the login waits for instead (null once
   * signed in). Rejects with the gateway's error (a GatewayError) when the login fails.
   */
  logIn(credentials: Credentials): Promise<SecondFactorChallenge | null>;
  /** Finishes a staff login with a code: the recovery codes to show once, or how many are left. */
  completeLogIn(challenge: string, code: string): Promise<Omit<SecondFactorDone, 'grant'>>;
  /** Ends the session everywhere and goes to the home page. */
  logOut(): Promise<void>;
  selectAccount(accountId: number): void;
  /** Loads the customer and account state again, showing what is loaded until it arrives. */
  reloadUserStatus(): void;
  /** Puts the customer's details in place after they changed them (Personal details). */
  replaceCustomer(customer: Customer): void;
  dismissEndedMessage(): void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

/** The session, for components under SessionProvider. */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider above it (pages/_app.tsx).');
  return value;
}
