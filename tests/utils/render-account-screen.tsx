import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { SessionProvider } from '@/features/session';
import type { AccountState } from '@/lib/gateway/contract/account';
import { makeAccountState } from '@/lib/gateway/testing/make-account-state';
import { createTestSessionStores } from './session';

/**
 * Renders an account screen for a signed-in customer (alex's account 1 unless `state` says
 * otherwise), with a fresh SWR cache, and waits for the session to be ready.
 */
export async function renderAccountScreen(ui: ReactNode, state: AccountState = makeAccountState()) {
  const test = createTestSessionStores({ loadState: async () => state });
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionProvider stores={test.stores}>{ui}</SessionProvider>
    </SWRConfig>,
  );
  await act(() => test.signIn());
  return { ...view, session: test };
}
