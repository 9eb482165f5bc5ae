import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestSessionStores } from '@/tests/utils/session';
import { AccountAreaGuard } from './account-area-guard';
import { SessionProvider } from './session-provider';

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
    expect(accountContent()).toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();
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
