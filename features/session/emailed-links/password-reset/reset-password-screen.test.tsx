import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmPasswordReset } from '@/lib/gateway/account-security';
import { RESET_LINK_EXPIRED_MESSAGE } from '@/lib/gateway/contract/password-rules';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { INCOMPLETE_LINK_MESSAGE, ResetPasswordScreen } from './reset-password-screen';

vi.mock('@/lib/gateway/account-security', () => ({ confirmPasswordReset: vi.fn() }));

const TOKEN = 'dGhpcy1pcy1hLXJlc2V0LXRva2VuLWZvci10ZXN0czE';
const TOO_EASY =
  'This password is too easy to guess. It is a commonly used password. Try three random words, like “copper kettle meadow”.';

const newPassword = () => screen.getByLabelText(/^New password/);
const again = () => screen.getByLabelText('Repeat the password');
const change = () => userEvent.click(screen.getByRole('button', { name: 'Change my password' }));

async function choose(password: string, repeated = password) {
  await userEvent.type(newPassword(), password);
  await userEvent.type(again(), repeated);
  await change();
}

function openLink(hash: string) {
  window.history.replaceState(null, '', `/accounts/reset-password${hash}`);
  render(<ResetPasswordScreen />);
}

afterEach(() => vi.mocked(confirmPasswordReset).mockReset());

describe('Choose a new password (/accounts/reset-password)', () => {
  it("sends the new password with the link's token, then says every device was signed out", async () => {
    vi.mocked(confirmPasswordReset).mockResolvedValue(undefined);
    openLink(`#token=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await choose('copper kettle meadow');

    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Your password has been changed.');
    expect(done).toHaveTextContent('we have signed you out on every device, this one too');
    expect(confirmPasswordReset).toHaveBeenCalledWith({
      token: TOKEN,
      password: 'copper kettle meadow',
    });
    expect(screen.getByRole('link', { name: 'Log in with your new password' })).toHaveAttribute(
      'href',
      '/accounts/login',
    );
  });

  it('checks the length and that both are the same before sending', async () => {
    openLink(`#token=${TOKEN}`);
    await choose('short', 'shorter');
    expect(newPassword()).toHaveAccessibleDescription(
      expect.stringContaining('Use at least 10 characters: three random words work well'),
    );
    await userEvent.clear(newPassword());
    await userEvent.type(newPassword(), 'copper kettle meadow');
    await change();
    expect(again()).toHaveAccessibleDescription(
      'The two passwords are not the same. Type it again',
    );
    expect(confirmPasswordReset).not.toHaveBeenCalled();
  });

  it('puts a password the gateway finds too easy beside the field, keeping the form', async () => {
    vi.mocked(confirmPasswordReset).mockRejectedValue(
      new GatewayError(TOO_EASY, 422, { fields: [{ path: 'body.password', message: TOO_EASY }] }),
    );
    openLink(`#token=${TOKEN}`);
    await choose('Password123');
    expect(await screen.findByText(TOO_EASY)).toBeInTheDocument();
    expect(newPassword()).toHaveAccessibleDescription(expect.stringContaining(TOO_EASY));
    expect(newPassword()).toHaveValue('Password123');
  });

  it('says a used or expired link cannot be used, and where to ask for a new one', async () => {
    vi.mocked(confirmPasswordReset).mockRejectedValue(
      new GatewayError(RESET_LINK_EXPIRED_MESSAGE, 422, {
        fields: [{ path: 'body.token', message: RESET_LINK_EXPIRED_MESSAGE }],
      }),
    );
    openLink(`#token=${TOKEN}`);
    await choose('copper kettle meadow');
    expect(await screen.findByText(RESET_LINK_EXPIRED_MESSAGE)).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/accounts/forgot-password',
    );
  });

  it('says so when the link has lost its token', () => {
    openLink('');
    expect(screen.getByRole('alert')).toHaveTextContent(INCOMPLETE_LINK_MESSAGE);
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });
});
