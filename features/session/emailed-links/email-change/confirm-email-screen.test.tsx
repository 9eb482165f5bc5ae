import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmEmailChange } from '@/lib/gateway/account-security';
import {
  EMAIL_LINK_EXPIRED_MESSAGE,
  EMAIL_TAKEN_SINCE_MESSAGE,
} from '@/lib/gateway/contract/customer';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { makeAccountSummary, makeCustomer } from '@/tests/utils/account';
import { makeRouter } from '@/tests/utils/make-router';
import { createTestSessionStores, signInAndLoadStatus } from '@/tests/utils/session';
import { SessionProvider } from '../../provider/session-provider';
import { ConfirmEmailScreen, INCOMPLETE_EMAIL_LINK_MESSAGE } from './confirm-email-screen';

vi.mock('@/lib/gateway/account-security', () => ({ confirmEmailChange: vi.fn() }));
vi.mock('next/router', () => ({
  useRouter: () => makeRouter({ pathname: '/accounts/confirm-email' }),
}));

const TOKEN = 'dGhpcy1pcy1hbi1lbWFpbC1jaGFuZ2UtdG9rZW4tdGU';

/** Opens the emailed link, in a browser that is signed in (as Alex) or not. */
async function openLink(hash: string, { signedIn = false } = {}) {
  window.history.replaceState(null, '', `/accounts/confirm-email${hash}`);
  let email = 'alex@example.com';
  const loadMe = vi.fn(async () => ({
    customer: makeCustomer({ email }),
    accounts: [makeAccountSummary()],
  }));
  const test = createTestSessionStores({ loadMe });
  render(
    <SessionProvider stores={test.stores}>
      <ConfirmEmailScreen />
    </SessionProvider>,
  );
  if (signedIn) await signInAndLoadStatus(test);
  else await act(() => test.stores.session.start());
  return {
    loadMe,
    customer: () => test.stores.userStatus.getSnapshot().customer,
    emailBecomes: (next: string) => (email = next),
  };
}

const useEmail = () =>
  userEvent.click(screen.getByRole('button', { name: 'Use this email address' }));

afterEach(() => vi.mocked(confirmEmailChange).mockReset());

describe('Confirm your new email address (/accounts/confirm-email)', () => {
  it("sends the link's token only when asked, then says where the login is now", async () => {
    vi.mocked(confirmEmailChange).mockResolvedValue({ email: 'alex.morgan@example.com' });
    await openLink(`#token=${TOKEN}`);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirm your new email address' }),
    ).toBeVisible();
    expect(confirmEmailChange).not.toHaveBeenCalled();

    await useEmail();
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(
      'You log in with alex.morgan@example.com from now on, with the password you already have.',
    );
    expect(confirmEmailChange).toHaveBeenCalledWith({ token: TOKEN });
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute(
      'href',
      '/accounts',
    );
  });

  it('loads the details again where the customer is signed in, so the new email shows', async () => {
    vi.mocked(confirmEmailChange).mockResolvedValue({ email: 'alex.morgan@example.com' });
    const opened = await openLink(`#token=${TOKEN}`, { signedIn: true });
    opened.emailBecomes('alex.morgan@example.com');
    await useEmail();
    await waitFor(() => expect(opened.customer()?.email).toBe('alex.morgan@example.com'));
  });

  it.each([
    [422, EMAIL_LINK_EXPIRED_MESSAGE],
    [409, EMAIL_TAKEN_SINCE_MESSAGE],
  ])('says in words why a %i link could not be used', async (status, message) => {
    vi.mocked(confirmEmailChange).mockRejectedValue(
      new GatewayError(message, status, {
        fields: status === 422 ? [{ path: 'body.token', message }] : [],
      }),
    );
    await openLink(`#token=${TOKEN}`);
    await useEmail();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Use this email address' })).toBeEnabled();
  });

  it('says a link without its token is not complete, and sends nothing', async () => {
    await openLink('');
    expect(screen.getByRole('alert')).toHaveTextContent(INCOMPLETE_EMAIL_LINK_MESSAGE);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
