import * as z from 'zod/mini';
import type { AccountState } from '@/lib/gateway/contract/account';
import type { AccountSummary, Customer } from '@/lib/gateway/contract/customer';
import { idleUserStatus, type UserStatusSnapshot } from './user-status-snapshot';

export type { UserStatusPhase, UserStatusSnapshot } from './user-status-snapshot';

export const SELECTED_ACCOUNT_KEY = 'so_selected_account';

const selectionSchema = z.object({ email: z.string(), accountId: z.number() });

export interface UserStatusDeps {
  loadMe(): Promise<{ customer: Customer; accounts: AccountSummary[] }>;
  loadState(accountId: number): Promise<AccountState>;
  /** sessionStorage; null where the browser refuses it. */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

export interface UserStatusStore {
  getSnapshot(): UserStatusSnapshot;
  subscribe(listener: () => void): () => void;
  /** Loads the customer signed in as `email`, unless already loaded or loading. */
  load(email: string): void;
  selectAccount(accountId: number): void;
  /**
   * Loads everything again (after a change that affects the flags, or a failure); what is
   * loaded stays shown until the new answers arrive.
   */
  reload(): void;
  /** Puts the customer's details in place after they changed them. */
  replaceCustomer(customer: Customer): void;
  clear(): void;
}

const LOAD_FAILED = 'We could not load your account. Please try again.';

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : LOAD_FAILED;
}

export function createUserStatusStore(deps: UserStatusDeps): UserStatusStore {
  const listeners = new Set<() => void>();
  let snapshot = idleUserStatus;
  let email: string | null = null;
  /** Each load takes a ticket; answers to an older ticket are dropped. */
  let ticket = 0;

  function publish(next: Partial<UserStatusSnapshot>) {
    snapshot = { ...snapshot, ...next };
    listeners.forEach((listener) => listener());
  }

  function storedSelection(forEmail: string): number | undefined {
    try {
      const stored = selectionSchema.safeParse(
        JSON.parse(deps.storage?.getItem(SELECTED_ACCOUNT_KEY) ?? 'null'),
      );
      return stored.success && stored.data.email === forEmail ? stored.data.accountId : undefined;
    } catch {
      return undefined;
    }
  }

  function storeSelection(forEmail: string, accountId: number) {
    try {
      deps.storage?.setItem(SELECTED_ACCOUNT_KEY, JSON.stringify({ email: forEmail, accountId }));
    } catch {
      // Private browsing may refuse storage: the selection then lasts until the page reloads.
    }
  }

  async function fetchAll(forEmail: string, preferredId?: number, quietly = false) {
    const mine = ++ticket;
    if (!quietly) publish({ phase: 'loading', error: null });
    try {
      const me = await deps.loadMe();
      if (mine !== ticket) return;
      const wanted = preferredId ?? storedSelection(forEmail);
      const selected = me.accounts.find((account) => account.id === wanted) ?? me.accounts[0];
      const accountState = selected ? await deps.loadState(selected.id) : null;
      if (mine !== ticket) return;
      if (selected) storeSelection(forEmail, selected.id);
      publish({
        phase: 'ready',
        customer: me.customer,
        accounts: me.accounts,
        selectedAccount: selected ?? null,
        accountState,
      });
    } catch (error) {
      if (mine === ticket) publish({ phase: 'failed', error: messageOf(error) });
    }
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load(forEmail) {
      if (email === forEmail && snapshot.phase !== 'idle') return;
      email = forEmail;
      snapshot = idleUserStatus;
      void fetchAll(forEmail);
    },
    selectAccount(accountId) {
      if (!email || !snapshot.accounts.some((account) => account.id === accountId)) return;
      void fetchAll(email, accountId);
    },
    reload() {
      if (email) void fetchAll(email, snapshot.selectedAccount?.id, snapshot.phase === 'ready');
    },
    replaceCustomer(customer) {
      if (snapshot.customer?.id === customer.id) publish({ customer });
    },
    clear() {
      ticket += 1;
      email = null;
      try {
        deps.storage?.removeItem(SELECTED_ACCOUNT_KEY);
      } catch {
        // Nothing was stored.
      }
      publish(idleUserStatus);
    },
  };
}
