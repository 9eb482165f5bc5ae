import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  LOGIN_AGAIN_MESSAGE,
  WRONG_CODE_MESSAGE,
  type SecondFactorChallenge,
} from '@/lib/gateway/contract/auth';
import { deferredCodeArrived } from '@/tests/utils/deferred-imports';
import { loginCheckArrived } from '@/tests/utils/login-screen';
import { createFakeSessionServer, createTestSessionStores } from '@/tests/utils/session';
import { LoginScreen } from './login-screen';
import { SessionProvider } from '../provider/session-provider';

const router = vi.hoisted(() => ({
  pathname: '/accounts/login',
  asPath: '/accounts/login',
  query: {} as Record<string, string>,
  isReady: true,
  replace: vi.fn(async () => true),
  push: vi.fn(async () => true),
}));
vi.mock('next/router', () => ({ useRouter: () => router }));

const STAFF = 'admin@example.com';
const QR_CODE = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;
const CODE_CHALLENGE: SecondFactorChallenge = {
  second_factor: 'code',
  challenge: 'challenge-1',
  challenge_exp: '2026-03-15T10:10:00.000Z',
};
const ENROL_CHALLENGE: SecondFactorChallenge = {
  second_factor: 'enrol',
  challenge: 'challenge-1',
  challenge_exp: '2026-03-15T10:10:00.000Z',
  enrolment: {
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    otpauth_uri: 'otpauth://totp/So%20Energy%20staff:admin%40example.com?secret=JBSW',
    qr_code: QR_CODE,
  },
};
const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `abcd${index + 2}-fghjk`);

/** The login page, the fake gateway treating Priya as staff whose login waits for `code`. */
async function renderLogin(
  staff: NonNullable<ReturnType<typeof createFakeSessionServer>['staff']>,
) {
  const server = createFakeSessionServer();
  server.staff = staff;
  const { stores } = createTestSessionStores({ server });
  render(
    <SessionProvider stores={stores}>
      <LoginScreen />
    </SessionProvider>,
  );
  await act(() => stores.session.start());
  await loginCheckArrived();
  return { stores, server };
}

async function logIn(email = STAFF, keepSignedIn = true) {
  await userEvent.type(screen.getByLabelText('Email address'), email);
  await userEvent.type(screen.getByLabelText('Password'), 'demo-password-2026');
  if (keepSignedIn)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Keep me signed in' }));
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

const code = () => screen.getByRole('textbox', { name: /^Code/ });

async function enterCode(text: string) {
  await deferredCodeArrived(import('./login-schema'), import('@hookform/resolvers/zod'));
  await userEvent.type(code(), text);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

beforeEach(() => {
  router.query = {};
  router.replace.mockClear();
});

describe("a staff login's second step", () => {
  it('asks for the code after the password, and only then logs in and goes on', async () => {
    const { stores } = await renderLogin({
      email: STAFF,
      challenge: CODE_CHALLENGE,
      code: '123456',
    });
    router.query = { returnUrl: '/accounts/admin' };
    await logIn();

    const heading = await screen.findByRole('heading', { level: 2, name: 'Enter your code' });
    expect(heading).toHaveFocus();
    expect(code()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code()).toHaveAccessibleDescription('6 digits, or a recovery code like abcde-fghjk');
    expect(stores.session.getSnapshot().status).toBe('signedOut');
    expect(router.replace).not.toHaveBeenCalled();

    await enterCode('123456');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/accounts/admin'));
    // Staff are never kept signed in, whatever the box said.
    expect(stores.session.getSnapshot()).toMatchObject({ status: 'signedIn', longLived: false });
  });

  it('says beside the field when the code is wrong, keeping what was typed', async () => {
    await renderLogin({ email: STAFF, challenge: CODE_CHALLENGE, code: '123456' });
    await logIn();
    await screen.findByRole('heading', { level: 2, name: 'Enter your code' });
    await enterCode('000000');

    await waitFor(() =>
      expect(code()).toHaveAccessibleDescription(expect.stringContaining(WRONG_CODE_MESSAGE)),
    );
    expect(code()).toHaveFocus();
    expect(code()).toHaveValue('000000');
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('goes back to the password, saying why, when the login must start again', async () => {
    const { server } = await renderLogin({
      email: STAFF,
      challenge: CODE_CHALLENGE,
      code: '123456',
    });
    await logIn();
    await screen.findByRole('heading', { level: 2, name: 'Enter your code' });
    server.staff = {
      email: STAFF,
      challenge: { ...CODE_CHALLENGE, challenge: 'another' },
      code: '1',
    };
    await enterCode('123456');

    expect(await screen.findByText(LOGIN_AGAIN_MESSAGE)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('sets the app up from a QR code or its key, then shows the recovery codes before going on', async () => {
    await renderLogin({
      email: STAFF,
      challenge: ENROL_CHALLENGE,
      code: '654321',
      recoveryCodes: RECOVERY_CODES,
    });
    await logIn();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Set up your authenticator app' }),
    ).toHaveFocus();
    const qr = screen.getByRole('img', { name: /QR code/ });
    expect(qr).toHaveAttribute('src', QR_CODE);
    expect(
      screen.getByRole('textbox', { name: 'Setup key, if you cannot scan the code' }),
    ).toHaveValue('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(code()).toHaveAttribute('inputmode', 'numeric');

    await enterCode('654321');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Save your recovery codes' }),
    ).toHaveFocus();
    const shown = within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole(
      'listitem',
    );
    expect(shown.map((item) => item.textContent)).toEqual(RECOVERY_CODES);
    // Logged in already, but the codes stay until they are saved.
    await act(async () => {});
    expect(router.replace).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'I have saved them: continue' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/accounts'));
  });

  it('says how many recovery codes are left after one is used', async () => {
    await renderLogin({
      email: STAFF,
      challenge: CODE_CHALLENGE,
      code: 'abcde-fghjk',
      recoveryCodesLeft: 2,
    });
    await logIn();
    await screen.findByRole('heading', { level: 2, name: 'Enter your code' });
    await enterCode('abcde-fghjk');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Logged in with a recovery code' }),
    ).toHaveFocus();
    expect(screen.getByText(/You have 2 recovery codes left\./)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/accounts'));
  });

  it('leaves customers logging in with their password alone', async () => {
    await renderLogin({ email: STAFF, challenge: CODE_CHALLENGE, code: '123456' });
    await logIn('alex@example.com');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/accounts'));
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});
