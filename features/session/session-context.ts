import { createContext, useContext } from 'react';
import type { AccountState } from '@/lib/gateway/contract/account';
import type { AccountSummary, Customer } from '@/lib/gateway/contract/customer';
import type { Credentials } from './session-source';
import type { SessionStatus } from './session-store';
import type { UserStatusPhase } from './user-status-store';

export interface SessionContextValue {
  status: SessionStatus;
  email: string | null;
  /** Why the last session ended ('Your session has ended. Please log in again.'). */
  endedMessage: string | null;
  customer: Customer | null;
  accounts: AccountSummary[];
  selectedAccount: AccountSummary | null;
  accountState: AccountState | null;
  userStatusPhase: UserStatusPhase;
  userStatusError: string | null;
  /** Rejects with the gateway's error (a GatewayError) when the login fails. */
  logIn(credentials: Credentials): Promise<void>;
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
