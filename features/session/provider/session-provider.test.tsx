import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createChannelHub,
  createFakeSessionServer,
  createTestSessionStores,
  DAY,
  HOUR,
} from '@/tests/utils/session';
import { AccountAreaGuard } from './account-area-guard';
import { SessionProvider } from './session-provider';
import { useSession } from './session-context';

const router = vi.hoisted(() => ({
  pathname: '/accounts/balance',
  asPath: '/accounts/balance?tab=bills',
  isReady: true,
  replace: vi.fn(async () => true),
  push: vi.fn(async () => true),
}));
vi.mock('next/router', () => ({ useRouter: () => router }));

/** jsdom cannot follow links; stop it trying. */
const preventNavigation = (event: MouseEvent) => event.preventDefault();
beforeEach(() => document.addEventListener('click', preventNavigation));
afterEach(() => {
  vi.useRealTimers();
  document.removeEventListener('click', preventNavigation);
  router.replace.mockClear();
  router.push.mockClear();
});

function renderApp(test = createTestSessionStores(), pathname = '/accounts/balance') {
  router.pathname = pathname;
  render(
    <SessionProvider stores={test.stores}>
      <main>
        <AccountAreaGuard>
          <p>Your balance is £42.00 in credit</p>
        </AccountAreaGuard>
      </main>
    </SessionProvider>,
  );
  return test;
}

const accountContent = () => screen.queryByText('Your balance is £42.00 in credit');

describe('the account area guard', () => {
  it('shows no account content while the session is being found', () => {
    renderApp();
    expect(screen.getByRole('status')).toHaveTextContent('Checking you are signed in');
    expect(accountContent()).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to log in, coming back afterwards, without a flash', async () => {
    const { stores } = renderApp();
    await act(() => stores.session.start());

    expect(router.replace).toHaveBeenCalledWith(
      '/accounts/login?returnUrl=%2Faccounts%2Fbalance%3Ftab%3Dbills',
    );
    expect(accountContent()).not.toBeInTheDocument();
  });

  it('shows the page once the browser session is resumed', async () => {
    const test = createTestSessionStores();
    test.server.issue(true);
    renderApp(test);
    await act(() => test.stores.session.start());
    // The placeholder stays its minimum time (SPEC §9) first.
    expect(await screen.findByText('Your balance is £42.00 in credit')).toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it("keeps its placeholder up for SPEC §9's 200 ms, however soon the session is found", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const test = createTestSessionStores();
    test.server.issue(true);
    renderApp(test);
    await act(() => test.stores.session.start());
    act(() => vi.advanceTimersByTime(199));
    expect(screen.getByRole('status')).toHaveTextContent('Checking you are signed in');
    act(() => vi.advanceTimersByTime(1));
    expect(accountContent()).toBeInTheDocument();
  });

  it('leaves pages outside the account area alone', () => {
    renderApp(createTestSessionStores(), '/about');
    expect(accountContent()).toBeInTheDocument();
  });
});

describe('the end of a session', () => {
  it('tells the customer, offers to log in again, and can be dismissed', async () => {
    const test = renderApp(createTestSessionStores(), '/about');
    await act(() => test.signIn(false));
    test.server.revoke();
    await act(() => test.stores.session.renew().catch(() => undefined));

    const notice = screen.getByRole('complementary', { name: 'Your session' });
    expect(within(notice).getByRole('alert')).toHaveTextContent(
      'Your session has ended. Please log in again.',
    );
    expect(within(notice).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/accounts/login?returnUrl=%2Faccounts%2Fbalance%3Ftab%3Dbills',
    );
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('complementary', { name: 'Your session' })).not.toBeInTheDocument();
  });
});

describe('a renewal without a signal (issue 47)', () => {
  /** What the app shell's connection notice reads. */
  function SessionKept() {
    const { offline } = useSession();
    return <p>{offline ? 'Session kept offline' : 'Session reachable'}</p>;
  }

  it('keeps the account page, with no alert, dialog or login, and tells the page it is kept', async () => {
    const test = createTestSessionStores();
    router.pathname = '/accounts/balance';
    render(
      <SessionProvider stores={test.stores}>
        <SessionKept />
        <AccountAreaGuard>
          <p>Your balance is £42.00 in credit</p>
        </AccountAreaGuard>
      </SessionProvider>,
    );
    await act(() => test.signIn(false));
    await screen.findByText('Your balance is £42.00 in credit');
    router.replace.mockClear();
    test.server.unreachable = true;

    await act(() => test.stores.session.renew());

    expect(screen.getByText('Session kept offline')).toBeInTheDocument();
    expect(accountContent()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();

    test.server.unreachable = false;
    await act(() => test.stores.session.renew());

    expect(screen.getByText('Session reachable')).toBeInTheDocument();
    expect(accountContent()).toBeInTheDocument();
  });
});

describe('the warning before a short-lived session ends', () => {
  const MINUTE = 60 * 1000;
  beforeEach(async () => {
    // Loaded as a signed-in page would have it by then, so fake timers need not wait for it.
    await import('./session-expiry-warning');
    vi.useFakeTimers({ now: Date.parse('2026-11-21T09:00:00Z') });
  });
  afterEach(() => vi.useRealTimers());

  const warning = () => screen.queryByRole('dialog', { name: 'You will be logged out soon' });

  it('is closed in every tab when the customer stays logged in in one', async () => {
    const server = createFakeSessionServer();
    const hub = createChannelHub();
    const first = createTestSessionStores({ server, channel: hub.connect() });
    const second = createTestSessionStores({ server, channel: hub.connect() });
    await second.stores.session.start();
    renderApp(first, '/about');
    await act(() => first.signIn(false));

    await act(() => vi.advanceTimersByTimeAsync(2 * HOUR - 5 * MINUTE));
    expect(warning()).toBeInTheDocument();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Stay logged in' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(server.calls.refresh).toBe(1);
    expect(warning()).not.toBeInTheDocument();

    // The other tab, now warned, hears of a renewal made in this one.
    await act(() => vi.advanceTimersByTimeAsync(2 * HOUR - 5 * MINUTE));
    expect(warning()).toBeInTheDocument();
    await act(() => second.stores.session.renew());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(warning()).not.toBeInTheDocument();
  });

  it('still warns, and still ends the session on time, while renewal cannot reach the gateway', async () => {
    const test = renderApp(createTestSessionStores(), '/about');
    await act(() => test.signIn(false));
    test.server.unreachable = true;
    await act(() => vi.advanceTimersByTimeAsync(30 * MINUTE));
    await act(() => test.stores.session.renew());
    expect(test.stores.session.getSnapshot()).toMatchObject({ status: 'signedIn', offline: true });

    await act(() => vi.advanceTimersByTimeAsync(90 * MINUTE - 5 * MINUTE));
    expect(warning()).toBeInTheDocument();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Stay logged in' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(warning()).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(5 * MINUTE));
    expect(warning()).not.toBeInTheDocument();
    expect(test.stores.session.getSnapshot()).toMatchObject({
      status: 'signedOut',
      endedMessage: 'Your session has ended. Please log in again.',
    });
  });

  it('is never shown for a long-lived session, not even in its last minutes', async () => {
    const test = renderApp(createTestSessionStores(), '/about');
    await act(() => test.signIn(true));
    await act(() => vi.advanceTimersByTimeAsync(30 * DAY - 3 * MINUTE));
    expect(test.stores.session.getSnapshot().status).toBe('signedIn');
    expect(warning()).not.toBeInTheDocument();
  });

  it('Log out goes home and ends the session', async () => {
    const test = renderApp(createTestSessionStores(), '/about');
    await act(() => test.signIn(false));
    await act(() => vi.advanceTimersByTimeAsync(2 * HOUR - MINUTE));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(router.push).toHaveBeenCalledWith('/');
    expect(test.stores.session.getSnapshot().status).toBe('signedOut');
    expect(warning()).not.toBeInTheDocument();
  });
});
