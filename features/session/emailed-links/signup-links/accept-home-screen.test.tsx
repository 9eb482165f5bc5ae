import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignupAccepted } from '@/lib/gateway/contract/signups';
import { SIGNUP_LINK_EXPIRED_MESSAGE } from '@/lib/gateway/contract/signup-links';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { acceptSignup } from '@/lib/gateway/signup-links';
import { makeAccountSummary, makeCustomer } from '@/tests/utils/account';
import { makeRouter } from '@/tests/utils/make-router';
import { createTestSessionStores, signInAndLoadStatus } from '@/tests/utils/session';
import { SessionProvider } from '../../provider/session-provider';
import { AcceptHomeScreen } from './accept-home-screen';
import { INCOMPLETE_SIGNUP_LINK_MESSAGE } from './confirm-login-screen';

vi.mock('@/lib/gateway/signup-links', () => ({ confirmLogin: vi.fn(), acceptSignup: vi.fn() }));
vi.mock('next/router', () => ({
  useRouter: () => makeRouter({ pathname: '/accounts/accept-home' }),
}));

const TOKEN = 'dGhpcy1pcy1hLXBlbmRpbmctc2lnbi11cC10b2tlbjE';

const ACCEPTED: SignupAccepted = {
  accountNumber: '51234567',
  email: 'alex@example.com',
  supplyAddress: { line1: '12 Gloucester Road', line2: null, town: 'Bristol', postcode: 'BS7 9JN' },
  passwordReplaced: false,
};

/** Opens the emailed link, in a browser that is signed in (as Alex) or not. */
async function openLink(hash: string, { signedIn = false } = {}) {
  window.history.replaceState(null, '', `/accounts/accept-home${hash}`);
  const loadMe = vi.fn(async () => ({
    customer: makeCustomer(),
    accounts: [makeAccountSummary()],
  }));
  const test = createTestSessionStores({ loadMe });
  render(
    <SessionProvider stores={test.stores}>
      <AcceptHomeScreen />
    </SessionProvider>,
  );
  if (signedIn) await signInAndLoadStatus(test);
  else await act(() => test.stores.session.start());
  return { loadMe };
}

const addHome = () =>
  userEvent.click(screen.getByRole('button', { name: 'Add the home to my account' }));

afterEach(() => vi.mocked(acceptSignup).mockReset());

describe('Add your new home to your account (/accounts/accept-home)', () => {
  it("sends the link's token only when asked, then names the home and the password to use", async () => {
    vi.mocked(acceptSignup).mockResolvedValue(ACCEPTED);
    await openLink(`#token=${TOKEN}`);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Add your new home to your account' }),
    ).toBeVisible();
    expect(screen.getByText(/If it was not you, close this page/)).toBeVisible();
    expect(acceptSignup).not.toHaveBeenCalled();

    await addHome();
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(
      '12 Gloucester Road, Bristol, BS7 9JN is now in your account, with account number 51234567.',
    );
    expect(done).toHaveTextContent(
      'Log in with alex@example.com and the password you already use.',
    );
    expect(acceptSignup).toHaveBeenCalledWith({ token: TOKEN });
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute(
      'href',
      '/accounts',
    );
  });

  it('says when the password chosen at this sign-up is the login’s password from now on', async () => {
    vi.mocked(acceptSignup).mockResolvedValue({ ...ACCEPTED, passwordReplaced: true });
    await openLink(`#token=${TOKEN}`);
    await addHome();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Log in with alex@example.com and the password you chose when you signed up for this home: we have signed you out on every device.',
    );
    expect(screen.getByRole('link', { name: 'Log in to your account' })).toHaveAttribute(
      'href',
      '/accounts/login',
    );
  });

  it('loads the accounts again where the customer is signed in, so the new home shows', async () => {
    vi.mocked(acceptSignup).mockResolvedValue(ACCEPTED);
    const { loadMe } = await openLink(`#token=${TOKEN}`, { signedIn: true });
    const loads = loadMe.mock.calls.length;
    await addHome();
    await waitFor(() => expect(loadMe.mock.calls.length).toBeGreaterThan(loads));
  });

  it.each([
    [422, SIGNUP_LINK_EXPIRED_MESSAGE],
    [409, 'This home is already switching to us.'],
  ])('says in words why a %i link could not be used', async (status, message) => {
    vi.mocked(acceptSignup).mockRejectedValue(
      new GatewayError(message, status, {
        fields: status === 422 ? [{ path: 'body.token', message }] : [],
      }),
    );
    await openLink(`#token=${TOKEN}`);
    await addHome();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says a link without its token is not complete, and sends nothing', async () => {
    await openLink('');
    expect(screen.getByRole('alert')).toHaveTextContent(INCOMPLETE_SIGNUP_LINK_MESSAGE);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
