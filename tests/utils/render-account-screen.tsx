import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { SessionProvider, useSession } from '@/features/session';
import type { AccountState } from '@/lib/gateway/contract/account';
import type { AccountSummary, Customer } from '@/lib/gateway/contract/customer';
import { makeAccountState } from '@/lib/gateway/testing/make-account-state';
import { makeAccountSummary, makeCustomer } from './account';
import { createTestSessionStores, signInAndLoadStatus } from './session';

/** Shows the screen once the customer and their account's status have loaded, as the frame does. */
function OnceStatusReady({ children }: { children: ReactNode }) {
  return useSession().userStatusPhase === 'ready' ? children : null;
}

/**
 * Renders an account screen for a signed-in customer (alex's account 1 unless `state` and
 * `accounts` say otherwise; the first account is selected), with a fresh SWR cache, and waits
 * until the screen is shown. A `state` function is asked again each time the status reloads.
 */
export async function renderAccountScreen(
  ui: ReactNode,
  state: AccountState | (() => AccountState) = makeAccountState(),
  accounts: AccountSummary[] = [makeAccountSummary()],
  customer: Customer = makeCustomer(),
) {
  const test = createTestSessionStores({
    loadMe: async () => ({ customer, accounts }),
    loadState: async () => (typeof state === 'function' ? state() : state),
  });
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionProvider stores={test.stores}>
        <OnceStatusReady>{ui}</OnceStatusReady>
      </SessionProvider>
    </SWRConfig>,
  );
  await signInAndLoadStatus(test);
  return { ...view, session: test };
}
