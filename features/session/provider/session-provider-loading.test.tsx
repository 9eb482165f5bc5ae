import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestSessionStores } from '@/tests/utils/session';
import { useSession } from './session-context';
import { SessionProvider } from './session-provider';

const browser = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive, test: null as ReturnType<typeof createTestSessionStores> | null };
});
// The session's code arrives over the network once the page runs: here, when the test says.
vi.mock('../state/browser-session', async () => {
  await browser.arrived;
  return { getBrowserSession: () => browser.test!.stores };
});
vi.mock('next/router', () => ({ useRouter: () => ({ push: vi.fn() }) }));

function SessionStatus() {
  const { status, logIn } = useSession();
  const credentials = { email: 'alex@example.com', password: 'pw', keepSignedIn: false };
  return (
    <>
      <p>Session: {status}</p>
      <button onClick={() => void logIn(credentials)}>Log in</button>
    </>
  );
}

it("loads the tab's session after the page, and a login sent before it arrives waits for it", async () => {
  browser.test = createTestSessionStores();
  render(
    <SessionProvider>
      <SessionStatus />
    </SessionProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(screen.getByText('Session: unknown')).toBeInTheDocument();
  expect(browser.test.server.calls.logIn).toBe(0);

  await act(async () => browser.arrive());
  await waitFor(() => expect(screen.getByText('Session: signedIn')).toBeInTheDocument());
  expect(browser.test.server.calls.logIn).toBe(1);
});
