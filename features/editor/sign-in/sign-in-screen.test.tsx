import { render, screen, waitFor } from '@testing-library/react';
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

const email = () => screen.getByRole('textbox', { name: 'Email address' });
const password = () => screen.getByLabelText('Password');
const signInButton = () => screen.getByRole('button', { name: 'Sign in' });

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
    answerNow(answer(200, { editor: { email: 'ed@so.energy', name: 'Ed' } }));
    await waitFor(() => expect(signInButton()).toBeEnabled());
  });

  it('goes on to the editor page that sent the editor here', async () => {
    serverAnswers(answer(200, { editor: { email: 'ed@so.energy', name: 'Ed' } }));
    router.query = { next: '/editor/stories/101' };
    render(<EditorSignInScreen />);
    await signIn();
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/editor/stories/101'));
  });

  it('goes to the editor, not to another site, whatever ?next= says', async () => {
    serverAnswers(answer(200, { editor: { email: 'ed@so.energy', name: 'Ed' } }));
    router.query = { next: 'https://evil.example/editor' };
    render(<EditorSignInScreen />);
    await signIn();
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/editor'));
  });
});
