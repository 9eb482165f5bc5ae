import { hash } from '@node-rs/argon2';
import { SignJWT } from 'jose';
import {
  findEditorByPassword,
  noPendingSignInCookie,
  pendingSignInCookie,
  sessionCookie,
  signEditorSession,
  signPendingSignIn,
  verifyEditorSession,
  verifyPendingSignIn,
  type Editor,
} from './editor-session';

const SECRET = 's'.repeat(32);
const editor = async (): Promise<Editor> => ({
  email: 'ed@so.energy',
  name: 'Ed',
  passwordHash: await hash('correct horse battery'),
});

describe('editor sign-in', () => {
  it('finds the editor only by the right email and password', async () => {
    const ed = await editor();
    expect(await findEditorByPassword([ed], ' ED@so.energy ', 'correct horse battery')).toBe(ed);
    expect(await findEditorByPassword([ed], 'ed@so.energy', 'wrong')).toBeNull();
    expect(await findEditorByPassword([ed], 'who@so.energy', 'correct horse battery')).toBeNull();
  });

  it('accepts its own token, and refuses an expired, forged or stale one', async () => {
    const ed = await editor();
    const signedAt = new Date('2026-03-01T09:00:00Z');
    const token = await signEditorSession(ed, SECRET, signedAt);
    const at = (hours: number) => new Date(signedAt.getTime() + hours * 3_600_000);

    expect(await verifyEditorSession(token, { secret: SECRET, editors: [ed], now: at(1) })).toBe(
      'ed@so.energy',
    );
    expect(
      await verifyEditorSession(token, { secret: SECRET, editors: [ed], now: at(9) }),
    ).toBeNull();
    expect(
      await verifyEditorSession(token, { secret: 'x'.repeat(32), editors: [ed], now: at(1) }),
    ).toBeNull();
    expect(
      await verifyEditorSession(token, { secret: SECRET, editors: [], now: at(1) }),
    ).toBeNull();
    expect(await verifyEditorSession('not.a.token', { secret: SECRET, editors: [ed] })).toBeNull();
  });

  it('keeps the token in an HttpOnly, SameSite=Strict, Secure cookie', () => {
    expect(sessionCookie('t')).toBe(
      'editor_session=t; Path=/; Max-Age=28800; HttpOnly; SameSite=Strict; Secure',
    );
  });

  it('takes no token from before second factors for a session', async () => {
    const ed = await editor();
    const passwordOnly = await new SignJWT({ name: 'Ed' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(ed.email)
      .setIssuer('so-energy-editor')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    expect(await verifyEditorSession(passwordOnly, { secret: SECRET, editors: [ed] })).toBeNull();
  });
});

describe('the sign-in half done', () => {
  it('names its editor and next step for ten minutes, and is never a session', async () => {
    const ed = await editor();
    const signedAt = new Date('2026-03-01T09:00:00Z');
    const at = (minutes: number) => new Date(signedAt.getTime() + minutes * 60_000);
    const code = await signPendingSignIn(ed, { step: 'code' }, SECRET, signedAt);
    const enrol = await signPendingSignIn(ed, { step: 'enrol', nonce: 'n1' }, SECRET, signedAt);

    expect(await verifyPendingSignIn(code, { secret: SECRET, editors: [ed], now: at(9) })).toEqual({
      step: 'code',
      email: 'ed@so.energy',
      id: expect.any(String),
    });
    expect(await verifyPendingSignIn(enrol, { secret: SECRET, editors: [ed], now: at(1) })).toEqual(
      { step: 'enrol', nonce: 'n1', email: 'ed@so.energy', id: expect.any(String) },
    );
    expect(
      await verifyPendingSignIn(code, { secret: SECRET, editors: [ed], now: at(11) }),
    ).toBeNull();
    expect(await verifyPendingSignIn(code, { secret: SECRET, editors: [], now: at(1) })).toBeNull();
    expect(
      await verifyPendingSignIn(code, { secret: 'x'.repeat(32), editors: [ed], now: at(1) }),
    ).toBeNull();

    // Neither token passes for the other.
    expect(
      await verifyEditorSession(code, { secret: SECRET, editors: [ed], now: at(1) }),
    ).toBeNull();
    const session = await signEditorSession(ed, SECRET, signedAt);
    expect(
      await verifyPendingSignIn(session, { secret: SECRET, editors: [ed], now: at(1) }),
    ).toBeNull();
  });

  it('is kept in an HttpOnly cookie sent to the sign-in route only', () => {
    expect(pendingSignInCookie('t')).toBe(
      'editor_sign_in=t; Path=/api/editor/session; Max-Age=600; HttpOnly; SameSite=Strict; Secure',
    );
    expect(noPendingSignInCookie()).toBe(
      'editor_sign_in=; Path=/api/editor/session; Max-Age=0; HttpOnly; SameSite=Strict; Secure',
    );
  });
});
