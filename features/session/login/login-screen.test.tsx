import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GatewayError, NETWORK_ERROR_MESSAGE } from '@/lib/gateway/gateway-error';
import { loginCheckArrived } from '@/tests/utils/login-screen';
import {
  createFakeSessionServer,
  createFakeSessionSource,
  createTestSessionStores,
} from '@/tests/utils/session';
import { LoginScreen } from './login-screen';
import { SessionProvider } from '../provider/session-provider';
import type { Credentials } from '../state/session-source';

const router = vi.hoisted(() => ({
  pathname: '/accounts/login',
  asPath: '/accounts/login',
  query: {} as Record<string, string>,
  isReady: true,
  replace: vi.fn(async () => true),
  push: vi.fn(async () => true),
}));
vi.mock('next/router', () => ({ useRouter: () => router }));

const LOCKED =
  'Too many unsuccessful attempts. For your security, logging in with this email is paused. ' +
  'Please try again in 15 minutes, or reset your password.';
const CONNECTION_PAUSED =
  'Too many unsuccessful logins from your connection. Please wait 15 minutes and try again.';
const RATE_LIMITED = 'Too many attempts. Please wait 1 minute and try again.';

/** The login page with a gateway whose login answers as `logIn` says. */
async function renderLogin(logIn?: (credentials: Credentials) => Promise<never>) {
  const server = createFakeSessionServer();
  const source = createFakeSessionSource(server);
  const spy = vi.fn(logIn ?? ((credentials: Credentials) => server.logIn(credentials)));
  const { stores } = createTestSessionStores({ server, source: { ...source, logIn: spy } });
  render(
    <SessionProvider stores={stores}>
      <LoginScreen />
    </SessionProvider>,
  );
  await act(() => stores.session.start());
  await loginCheckArrived();
  return { stores, server, logIn: spy };
}

async function fillIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email address'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Log in' }));

beforeEach(() => {
  router.query = {};
  router.replace.mockClear();
});

describe('the login page', () => {
  it('names the page and each field', async () => {
    await renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Log in to your account' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Keep me signed in' })).not.toBeChecked();
  });

  it('says beside each field what is missing, announced, and sends nothing', async () => {
    const { logIn } = await renderLogin();
    await submit();

    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription('Enter your email address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password');
    // The form's own alert stays away: nothing failed to send.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Enter your email address',
      'Enter your password',
    ]);
    expect(email).toHaveFocus();
    expect(logIn).not.toHaveBeenCalled();
  });

  it('asks for an email address in the right form', async () => {
    await renderLogin();
    await fillIn('alex.example.com', 'demo-password-2026');
    await submit();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      'Enter an email address like name@example.com',
    );
  });

  it('shows it is sending and cannot be sent twice', async () => {
    let answer: (value: never) => void = () => {};
    const { logIn } = await renderLogin(() => new Promise<never>((resolve) => (answer = resolve)));
    await fillIn('alex@example.com', 'demo-password-2026');
    await userEvent.click(screen.getByLabelText('Keep me signed in'));
    await submit();

    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(logIn).toHaveBeenCalledTimes(1);
    expect(logIn).toHaveBeenCalledWith({
      email: 'alex@example.com',
      password: 'demo-password-2026',
      keepSignedIn: true,
    });
    await act(async () => answer(undefined as never));
  });

  it.each([
    [
      'a wrong email or password',
      new GatewayError('Email or password is incorrect', 401),
      'The email address or password is not right. Please check them and try again.',
    ],
    ['an email paused for 15 minutes', new GatewayError(LOCKED, 429), LOCKED],
    ['a connection paused', new GatewayError(CONNECTION_PAUSED, 429), CONNECTION_PAUSED],
    ['too many logins a minute', new GatewayError(RATE_LIMITED, 429), RATE_LIMITED],
    [
      'no connection',
      new GatewayError(NETWORK_ERROR_MESSAGE, 500),
      "We couldn't reach So Energy. Please check your internet connection and try again.",
    ],
  ])('explains %s, keeping what was typed', async (_, error, message) => {
    await renderLogin(async () => Promise.reject(error));
    await fillIn('alex@example.com', 'not-my-password');
    await submit();

    const alert = await screen.findByText(message);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText('Email address')).toHaveValue('alex@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('not-my-password');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('leads a customer who has forgotten the password, or been paused, to a reset', async () => {
    await renderLogin(async () => Promise.reject(new GatewayError(LOCKED, 429)));
    const reset = screen.getByRole('link', { name: 'Forgotten your password?' });
    expect(reset).toHaveAttribute('href', '/accounts/forgot-password');
    await fillIn('alex@example.com', 'not-my-password');
    await submit();
    expect(await screen.findByText(LOCKED)).toHaveTextContent(/or reset your password\.$/);
    expect(screen.getByRole('link', { name: 'Forgotten your password?' })).toBeVisible();
  });

  it('shows the gateway’s message above the form and beside the field it refused', async () => {
    const refused = new GatewayError('Please check the details and try again.', 422, {
      fields: [{ path: 'body.email', message: 'We do not know this email address' }],
    });
    await renderLogin(async () => Promise.reject(refused));
    await fillIn('alex@example.com', 'demo-password-2026');
    await submit();

    expect(await screen.findByText('Please check the details and try again.')).toHaveFocus();
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAccessibleDescription('We do not know this email address');
    expect(email).toHaveValue('alex@example.com');
  });

  it('goes back to the page that asked once logged in', async () => {
    router.query = { returnUrl: '/accounts/usage?period=month' };
    await renderLogin();
    await fillIn('alex@example.com', 'demo-password-2026');
    await submit();
    expect(router.replace).toHaveBeenCalledWith('/accounts/usage?period=month');
  });

  it('goes to Account Home instead of another site', async () => {
    router.query = { returnUrl: 'https://evil.example/phish' };
    await renderLogin();
    await fillIn('alex@example.com', 'demo-password-2026');
    await submit();
    expect(router.replace).toHaveBeenCalledWith('/accounts');
  });

  it('says why the customer has to log in again after their session ended', async () => {
    const { stores, server } = await renderLogin();
    await act(() =>
      stores.session.logIn({ email: 'alex@example.com', password: 'pw', keepSignedIn: false }),
    );
    server.revoke();
    await act(() => stores.session.renew().catch(() => undefined));

    expect(await screen.findByText('Your session has ended. Please log in again.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });
});
