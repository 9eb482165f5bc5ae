import { hash } from '@node-rs/argon2';
import {
  findEditorByPassword,
  sessionCookie,
  signEditorSession,
  verifyEditorSession,
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
});
