import { act, render } from '@testing-library/react';
import { LoginScreen } from '@/features/session/login-screen';
import { SessionProvider } from '@/features/session/session-provider';
import type { SessionSource } from '@/features/session/session-source';
import {
  createFakeSessionServer,
  createFakeSessionSource,
  createTestSessionStores,
  type FakeSessionServer,
} from './session';

/**
 * The login page over a fake gateway (`server`) whose login answers as `logIn` says, or by the
 * fake server's own rules, once the session has started. Mock `next/router` in the test.
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
  return { stores, server };
}
