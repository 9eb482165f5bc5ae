import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NextRouter } from 'next/router';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { renderLoginScreen } from '@/tests/utils/login-screen';
import { makeRouter } from '@/tests/utils/make-router';
import {
  readToEnd,
  screenReader,
  spokenDuring,
  startScreenReader,
  stopScreenReader,
} from '@/tests/utils/screen-reader';
import { createFakeSessionServer } from '@/tests/utils/session';
import { announcements, itemsSpoken, spokenOnceSaid } from '@/tests/utils/spoken-announcements';
import type { Credentials } from '../state/session-source';

const router = vi.hoisted(() => ({ current: null as unknown as NextRouter }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));
beforeEach(() => {
  router.current = makeRouter({ pathname: '/accounts/login', asPath: '/accounts/login' });
});
afterEach(stopScreenReader);

/** The login page, whose gateway answers a login when the test says, with the reader on it. */
async function renderLogin() {
  const server = createFakeSessionServer();
  let answer: (failure?: GatewayError) => void = () => {};
  const logIn = (credentials: Credentials) =>
    new Promise<Awaited<ReturnType<typeof server.logIn>>>((resolve, reject) => {
      answer = (failure) => (failure ? reject(failure) : resolve(server.logIn(credentials)));
    });
  await renderLoginScreen({ server, logIn });
  await startScreenReader();
  return { answer: (failure?: GatewayError) => answer(failure) };
}

const logInButton = () => screen.getByRole('button', { name: 'Log in' });

/** Presses Log in as a screen-reader user does: the reader on the button, then activate. */
async function pressLogIn() {
  act(() => logInButton().focus());
  return spokenDuring(() => screenReader.act());
}

async function fillIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email address'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
}

const WRONG_DETAILS =
  'The email address or password is not right. Please check them and try again.';

describe('the login screen, with a screen reader', { timeout: 20_000 }, () => {
  it('reads the heading, then each field of the login form with its label and hint, then Log in', async () => {
    await renderLogin();
    expect(await readToEnd()).toEqual([
      'heading, Log in to your account, level 1',
      'form',
      'group, Your login details',
      'Your login details',
      // The floating label's blank placeholder (input.tsx), read out by the virtual reader only.
      'textbox, Email address, placeholder  ',
      'Email address',
      // A password field has no ARIA role for the virtual reader to say; browsers say "password".
      'Password',
      'Password',
      'paragraph',
      'link, Forgotten your password?',
      'end of paragraph',
      'checkbox, Keep me signed in, For 30 days on this device. Leave it unticked on a shared computer., not checked',
      'Keep me signed in',
      'paragraph',
      'For 30 days on this device. Leave it unticked on a shared computer.',
      'end of paragraph',
      'button, Log in',
      'end of group, Your login details',
      'end of form',
      'paragraph',
      'New to So Energy?',
      'link, Get a quote',
      'and switch in minutes.',
      'end of paragraph',
      'end of document',
    ]);
  });

  it('Log in with nothing filled in takes focus to Email address, read with its error, and ties each error to its field', async () => {
    await renderLogin();
    expect(await pressLogIn()).toEqual([
      'textbox, Email address, Enter your email address, invalid, placeholder  ',
    ]);
    expect(await spokenDuring(() => screenReader.press('Tab'))).toEqual([
      'Password, Enter your password',
    ]);
  });

  it('Enter in the Password field says "Logging you in…" while the login is sent, and the Log in button is busy', async () => {
    await renderLogin();
    await fillIn('alex@example.com', 'demo-password-2026');
    await screenReader.clearSpokenPhraseLog();
    await screenReader.press('Enter');
    const spoken = await spokenOnceSaid('polite: Logging you in…');
    expect(announcements(spoken)).toEqual(['polite: Logging you in…']);
    // Focus stays where Enter was pressed: the reader says the field again, nothing more.
    expect(itemsSpoken(spoken)).toEqual(['Password, demo-password-2026']);
    expect(logInButton()).toHaveAttribute('aria-busy', 'true');
    expect(logInButton()).toBeDisabled();
  });

  it('Log in with a wrong password announces the message above the form and takes focus to it', async () => {
    const { answer } = await renderLogin();
    await fillIn('alex@example.com', 'not-my-password');
    await pressLogIn();

    await screenReader.clearSpokenPhraseLog();
    await act(async () => answer(new GatewayError('Email or password is incorrect', 401)));
    const spoken = await spokenOnceSaid('alert');
    expect(announcements(spoken)).toEqual([`assertive: ${WRONG_DETAILS}`]);
    expect(itemsSpoken(spoken)).toEqual(['alert']);
    expect(await spokenDuring(() => screenReader.next())).toEqual([WRONG_DETAILS]);
    expect(logInButton()).toBeEnabled();
  });

  it('Log in with the right details announces "You are now logged in." before the next page', async () => {
    const { answer } = await renderLogin();
    await fillIn('alex@example.com', 'demo-password-2026');
    await pressLogIn();

    await screenReader.clearSpokenPhraseLog();
    await act(async () => answer());
    expect(await spokenOnceSaid('polite: You are now logged in.')).toEqual([
      'polite: You are now logged in.',
    ]);
    expect(router.current.replace).toHaveBeenCalledWith('/accounts');
  });
});
