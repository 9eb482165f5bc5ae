import { act, render } from '@testing-library/react';
import { LoginScreen } from '@/features/session/login/login-screen';
import { SessionProvider } from '@/features/session/provider/session-provider';
import type { SessionSource } from '@/features/session/state/session-source';
import { deferredCodeArrived } from './deferred-imports';
import {
  createFakeSessionServer,
  createFakeSessionSource,
  createTestSessionStores,
  type FakeSessionServer,
} from './session';

/**
 * Waits until the login form's check (its schema, zod and the resolver, which arrive after the
 * page: useDeferredSchemaForm) has arrived, for tests of what the check says rather than of
 * when it can say it.
 */
export const loginCheckArrived = () =>
  deferredCodeArrived(
    import('@/features/session/login/login-schema'),
    import('@hookform/resolvers/zod'),
  );

/**
 * The login page over a fake gateway (`server`) whose login answers as `logIn` says, or by the
 * fake server's own rules, once the session has started and the form's check has arrived. Mock
 * `next/router` in the test.
 */
export async function renderLoginScreen({
  server = createFakeSessionServer(),
  logIn,
}: { server?: FakeSessionServer; logIn?: SessionSource['logIn'] } = {}) {
  const source = createFakeSessionSource(server);
  const { stores } = createTestSessionStores({
    server,
    source: { ...source, logIn: logIn ?? source.logIn },
  });
  render(
    <SessionProvider stores={stores}>
      <LoginScreen />
    </SessionProvider>,
  );
  await act(() => stores.session.start());
  await loginCheckArrived();
  return { stores, server };
}
