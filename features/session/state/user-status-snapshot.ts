import type { AccountState } from '@/lib/gateway/contract/account';
import type { AccountSummary, Customer } from '@/lib/gateway/contract/customer';

/**
 * The signed-in customer, their accounts and the selected account's state (SPEC §3 user
 * status), loaded after login from `customers/me` and `accounts/{id}/state`. The selected
 * account persists for the browser session in sessionStorage (an id, never a token).
 */
export type UserStatusPhase = 'idle' | 'loading' | 'ready' | 'failed';

export interface UserStatusSnapshot {
  phase: UserStatusPhase;
  customer: Customer | null;
  accounts: AccountSummary[];
  selectedAccount: AccountSummary | null;
  accountState: AccountState | null;
  /** What went wrong, for the customer, when the phase is failed. */
  error: string | null;
}

export const idleUserStatus: UserStatusSnapshot = {
  phase: 'idle',
  customer: null,
  accounts: [],
  selectedAccount: null,
  accountState: null,
  error: null,
};
