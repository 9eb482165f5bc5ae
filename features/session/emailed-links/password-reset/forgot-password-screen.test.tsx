import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestPasswordReset } from '@/lib/gateway/account-security';
import { RESET_LINK_SENT_MESSAGE } from '@/lib/gateway/contract/password-rules';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { ForgotPasswordScreen } from './forgot-password-screen';

vi.mock('@/lib/gateway/account-security', () => ({ requestPasswordReset: vi.fn() }));

const RATE_LIMITED = 'Too many attempts. Please wait 1 minute and try again.';

const emailBox = () => screen.getByRole('textbox', { name: 'Email address' });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));

afterEach(() => vi.mocked(requestPasswordReset).mockReset());

describe('Reset your password (/accounts/forgot-password)', () => {
  it('sends the email and says what the gateway says, the same for any email', async () => {
    vi.mocked(requestPasswordReset).mockResolvedValue({ message: RESET_LINK_SENT_MESSAGE });
    render(<ForgotPasswordScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await userEvent.type(emailBox(), ' riley@example.com ');
    await send();

    expect(await screen.findByRole('status')).toHaveTextContent(RESET_LINK_SENT_MESSAGE);
    expect(requestPasswordReset).toHaveBeenCalledWith({ email: 'riley@example.com' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/accounts/login');
  });

  it('asks for a real email address before sending anything', async () => {
    render(<ForgotPasswordScreen />);
    await send();
    expect(emailBox()).toHaveAccessibleDescription('Enter your email address');
    await userEvent.type(emailBox(), 'riley');
    await send();
    expect(emailBox()).toHaveAccessibleDescription('Enter an email address like name@example.com');
    expect(emailBox()).toHaveFocus();
    expect(requestPasswordReset).not.toHaveBeenCalled();
  });

  it('says when to try again after too many requests, keeping the email', async () => {
    vi.mocked(requestPasswordReset).mockRejectedValue(new GatewayError(RATE_LIMITED, 429));
    render(<ForgotPasswordScreen />);
    await userEvent.type(emailBox(), 'riley@example.com');
    await send();
    expect(await screen.findByText(RATE_LIMITED)).toHaveFocus();
    expect(emailBox()).toHaveValue('riley@example.com');
    expect(screen.getByRole('button', { name: 'Send me a link' })).toBeEnabled();
  });
});
