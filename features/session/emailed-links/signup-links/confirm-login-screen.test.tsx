import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmLogin } from '@/lib/gateway/signup-links';
import { LOGIN_CONFIRMATION_EXPIRED_MESSAGE } from '@/lib/gateway/contract/signup-links';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { makeRouter } from '@/tests/utils/make-router';
import { createTestSessionStores } from '@/tests/utils/session';
import { SessionProvider } from '../../provider/session-provider';
import { ConfirmLoginScreen, INCOMPLETE_SIGNUP_LINK_MESSAGE } from './confirm-login-screen';

vi.mock('@/lib/gateway/signup-links', () => ({ confirmLogin: vi.fn(), acceptSignup: vi.fn() }));
vi.mock('next/router', () => ({
  useRouter: () => makeRouter({ pathname: '/accounts/confirm-login' }),
}));

const TOKEN = 'dGhpcy1pcy1hLWxvZ2luLWNvbmZpcm1hdGlvbi10b2s';

/** Opens the welcome email's link in a browser nobody is signed in on. */
async function openLink(hash: string) {
  window.history.replaceState(null, '', `/accounts/confirm-login${hash}`);
  const test = createTestSessionStores();
  render(
    <SessionProvider stores={test.stores}>
      <ConfirmLoginScreen />
    </SessionProvider>,
  );
  await act(() => test.stores.session.start());
}

const confirmWith = async (password: string) => {
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Confirm my email address' }));
};

afterEach(() => vi.mocked(confirmLogin).mockReset());

describe('Confirm your email address (/accounts/confirm-login)', () => {
  it("sends the link's token with the password, then says the email is confirmed", async () => {
    vi.mocked(confirmLogin).mockResolvedValue({ email: 'robin.hartley@example.com' });
    await openLink(`#token=${TOKEN}`);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirm your email address' }),
    ).toBeVisible();
    expect(confirmLogin).not.toHaveBeenCalled();

    await confirmWith('copper kettle meadow');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you: robin.hartley@example.com is confirmed as the email address you log in with.',
    );
    expect(confirmLogin).toHaveBeenCalledWith({ token: TOKEN, password: 'copper kettle meadow' });
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute(
      'href',
      '/accounts',
    );
  });

  it('asks for the password before sending anything', async () => {
    await openLink(`#token=${TOKEN}`);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my email address' }));
    expect(await screen.findByText('Enter your password')).toBeVisible();
    expect(confirmLogin).not.toHaveBeenCalled();
  });

  it('shows a wrong password beside the field, and an expired link for the whole form', async () => {
    vi.mocked(confirmLogin).mockRejectedValueOnce(
      new GatewayError('That is not your current password.', 422, {
        fields: [{ path: 'body.password', message: 'That is not your current password.' }],
      }),
    );
    await openLink(`#token=${TOKEN}`);
    await confirmWith('attic lantern orchard');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      /That is not your current password\./,
    );

    vi.mocked(confirmLogin).mockRejectedValueOnce(
      new GatewayError(LOGIN_CONFIRMATION_EXPIRED_MESSAGE, 422, {
        fields: [{ path: 'body.token', message: LOGIN_CONFIRMATION_EXPIRED_MESSAGE }],
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my email address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_CONFIRMATION_EXPIRED_MESSAGE);
  });

  it('says a link without its token is not complete, and offers the password reset instead', async () => {
    await openLink('');
    expect(screen.getByRole('alert')).toHaveTextContent(INCOMPLETE_SIGNUP_LINK_MESSAGE);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Reset it' })).toHaveAttribute(
      'href',
      '/accounts/forgot-password',
    );
  });
});
