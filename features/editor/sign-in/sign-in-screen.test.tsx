import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditorSignInScreen } from './sign-in-screen';

const router = vi.hoisted(() => ({
  query: {} as Record<string, string>,
  replace: vi.fn(async () => true),
}));
vi.mock('next/router', () => ({ useRouter: () => router }));

const WRONG_DETAILS = 'That email address and password do not match an editor.';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function serverAnswers(...answers: (Response | Promise<Response>)[]) {
  const fetch = vi.fn(async () => answers.shift()!);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const CODE_STEP = { step: 'code' };
const SIGNED_IN = { step: 'signed-in', editor: { email: 'ed@so.energy', name: 'Ed' } };
const QR_CODE = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;
const ENROL_STEP = {
  step: 'enrol',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/So%20Energy%20editor:ed%40so.energy?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCode: QR_CODE,
};
const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `abcd${index + 2}-fghjk`);

const email = () => screen.getByRole('textbox', { name: 'Email address' });
const password = () => screen.getByLabelText('Password');
const signInButton = () => screen.getByRole('button', { name: 'Sign in' });
const code = () => screen.getByRole('textbox', { name: /^Code/ });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

async function enterCode(text: string) {
  await userEvent.type(code(), text);
  await userEvent.click(continueButton());
}

async function signIn(address = 'ed@so.energy', secret = 'correct horse') {
  await userEvent.type(email(), address);
  await userEvent.click(password());
  await userEvent.paste(secret);
  await userEvent.click(signInButton());
}

beforeEach(() => {
  router.query = {};
  router.replace.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the editor sign-in page', () => {
  it('names the page and each field, for password managers too', () => {
    render(<EditorSignInScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to the editor' })).toBeVisible();
    expect(email()).toHaveAttribute('autocomplete', 'username');
    expect(password()).toHaveAttribute('type', 'password');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
  });

  it('says beside each field what is missing, and sends nothing', async () => {
    const fetch = serverAnswers();
    render(<EditorSignInScreen />);
    await userEvent.click(signInButton());
    expect(email()).toHaveAccessibleDescription('Enter your email address');
    expect(password()).toHaveAccessibleDescription('Enter your password');
    expect(email()).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows wrong details in the form alert, which takes focus, and keeps what was typed', async () => {
    const fetch = serverAnswers(answer(401, { message: WRONG_DETAILS, statusCode: 401 }));
    render(<EditorSignInScreen />);
    await signIn('ed@so.energy', 'wrong one');

    const alert = await screen.findByText(WRONG_DETAILS);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveFocus();
    expect(email()).toHaveValue('ed@so.energy');
    expect(password()).toHaveValue('wrong one');
    expect(fetch).toHaveBeenCalledWith('/api/editor/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'ed@so.energy', password: 'wrong one' }),
    });
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('is busy and cannot be pressed again while it sends', async () => {
    let answerNow: (response: Response) => void = () => {};
    serverAnswers(new Promise<Response>((resolve) => (answerNow = resolve)));
    render(<EditorSignInScreen />);
    await signIn();

    expect(signInButton()).toHaveAttribute('aria-busy', 'true');
    expect(signInButton()).toBeDisabled();
    answerNow(answer(200, CODE_STEP));
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  });

  it('after the password asks for the code, then goes on to the editor page that sent the editor here', async () => {
    const fetch = serverAnswers(answer(200, CODE_STEP), answer(200, SIGNED_IN));
    router.query = { next: '/editor/stories/101' };
    render(<EditorSignInScreen />);
    await signIn();

    const heading = await screen.findByRole('heading', { level: 1, name: 'Enter your code' });
    expect(heading).toHaveFocus();
    expect(code()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code()).toHaveAccessibleDescription('6 digits, or a recovery code like abcde-fghjk');
    expect(router.replace).not.toHaveBeenCalled();

    await enterCode('123 456');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/editor/stories/101'));
    expect(fetch).toHaveBeenLastCalledWith('/api/editor/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: '123 456' }),
    });
  });

  it('goes to the editor, not to another site, whatever ?next= says', async () => {
    serverAnswers(answer(200, CODE_STEP), answer(200, SIGNED_IN));
    router.query = { next: 'https://evil.example/editor' };
    render(<EditorSignInScreen />);
    await signIn();
    await enterCode('123456');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/editor'));
  });
});

describe('the code step', () => {
  it('asks for a code before sending, and shows a wrong one in the alert', async () => {
    const WRONG = 'That code is not right. Type the code your authenticator app shows now.';
    serverAnswers(answer(200, CODE_STEP), answer(401, { message: WRONG, statusCode: 401 }));
    render(<EditorSignInScreen />);
    await signIn();
    await screen.findByRole('heading', { level: 1, name: 'Enter your code' });
    await userEvent.click(continueButton());
    expect(code()).toHaveAccessibleDescription(
      expect.stringContaining('Enter the code from your authenticator app'),
    );

    await enterCode('000000');
    const alert = await screen.findByText(WRONG);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveFocus();
    expect(code()).toHaveValue('000000');
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('goes back to the password, saying why, when the sign-in has to start again', async () => {
    const AGAIN = 'Your sign-in took too long. Please sign in again with your password.';
    serverAnswers(
      answer(200, CODE_STEP),
      answer(401, { message: AGAIN, statusCode: 401, step: 'password' }),
    );
    render(<EditorSignInScreen />);
    await signIn();
    await screen.findByRole('heading', { level: 1, name: 'Enter your code' });
    await enterCode('123456');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to the editor' }),
    ).toBeVisible();
    expect(await screen.findByText(AGAIN)).toHaveFocus();
    expect(email()).toHaveValue('');
  });

  it('says how many recovery codes are left after one is used, then goes on', async () => {
    serverAnswers(answer(200, CODE_STEP), answer(200, { ...SIGNED_IN, recoveryCodesLeft: 1 }));
    render(<EditorSignInScreen />);
    await signIn();
    await screen.findByRole('heading', { level: 1, name: 'Enter your code' });
    await enterCode('abcde-fghjk');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Signed in with a recovery code' }),
    ).toHaveFocus();
    expect(screen.getByText(/You have 1 recovery code left\./)).toBeVisible();
    expect(router.replace).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to the editor' }));
    expect(router.replace).toHaveBeenCalledWith('/editor');
  });
});

describe('setting up the authenticator app', () => {
  it('shows the QR code as an image and the key as text, then takes the first code', async () => {
    const fetch = serverAnswers(
      answer(200, ENROL_STEP),
      answer(200, { ...SIGNED_IN, recoveryCodes: RECOVERY_CODES }),
    );
    router.query = { next: '/editor/stories/7' };
    render(<EditorSignInScreen />);
    await signIn();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up your authenticator app' }),
    ).toHaveFocus();
    const qr = screen.getByRole('img', { name: /QR code/ });
    expect(qr).toHaveAttribute('src', QR_CODE);
    expect(qr.querySelector('svg')).toBeNull();
    const key = screen.getByRole('textbox', { name: 'Setup key, if you cannot scan the code' });
    expect(key).toHaveValue('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(key).toHaveAttribute('readonly');
    expect(code()).toHaveAttribute('inputmode', 'numeric');

    await enterCode('123456');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Save your recovery codes' }),
    ).toHaveFocus();
    const shown = within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole(
      'listitem',
    );
    expect(shown.map((item) => item.textContent)).toEqual(RECOVERY_CODES);
    expect(router.replace).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(2);

    await userEvent.click(
      screen.getByRole('button', { name: 'I have saved them: continue to the editor' }),
    );
    expect(router.replace).toHaveBeenCalledWith('/editor/stories/7');
  });

  it('shows nothing of an answer whose QR code is not an SVG image', async () => {
    serverAnswers(answer(200, { ...ENROL_STEP, qrCode: 'javascript:alert(1)' }));
    render(<EditorSignInScreen />);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(/.+/);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign in to the editor');
  });
});
