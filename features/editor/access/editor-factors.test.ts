import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { totpCode } from '@/lib/second-factor/totp';
import {
  createEditorFactorStore,
  EditorFactorsError,
  ENROLMENT_MS,
  readEditorFactor,
} from './editor-factors';

const SECRET = 's'.repeat(32);
const START = new Date('2026-03-02T09:00:00Z');
const later = (ms: number) => new Date(START.getTime() + ms);

function freshStore(secret = SECRET) {
  const path = join(mkdtempSync(join(tmpdir(), 'editor-factors-')), 'nested', 'factors.json');
  return { path, store: createEditorFactorStore({ path, secret }) };
}

/** An editor who has enrolled at START, with the secret their app holds and their codes. */
function enrolled() {
  const { path, store } = freshStore();
  const { secret, nonce } = store.beginEnrolment('Ed@so.energy', START);
  const recoveryCodes = store.finishEnrolment(
    'ed@so.energy',
    nonce,
    totpCode(secret, START.getTime()),
    START,
  );
  if (!recoveryCodes) throw new Error('enrolment failed');
  return { path, store, secret, recoveryCodes };
}

describe("the editors' second factors", () => {
  it('know nobody until they enrol, and create no file for asking', () => {
    const { path, store } = freshStore();
    expect(store.isEnrolled('ed@so.energy')).toBe(false);
    expect(store.useSecondFactor('ed@so.energy', '123456', START)).toBeNull();
    expect(() => statSync(path)).toThrow();
  });

  it('enrol an editor with a first code from the new secret, and give ten recovery codes once', () => {
    const { path, store } = freshStore();
    const { secret, nonce } = store.beginEnrolment('ed@so.energy', START);
    expect(store.isEnrolled('ed@so.energy')).toBe(false);
    expect(store.finishEnrolment('ed@so.energy', nonce, '000000', START)).toBeNull();

    const codes = store.finishEnrolment(
      'ed@so.energy',
      nonce,
      totpCode(secret, START.getTime()),
      START,
    );
    expect(codes).toHaveLength(10);
    expect(store.isEnrolled('ED@so.energy ')).toBe(true);
    // Enrolled once: the same enrolment cannot finish again, nor a new one start.
    expect(
      store.finishEnrolment(
        'ed@so.energy',
        nonce,
        totpCode(secret, later(30_000).getTime()),
        START,
      ),
    ).toBeNull();
    expect(() => store.beginEnrolment('ed@so.energy', START)).toThrow(EditorFactorsError);

    // At rest: neither the secret nor any recovery code, and only the server's user may read.
    const text = readFileSync(path, 'utf8');
    expect(text).not.toContain(secret);
    for (const code of codes ?? []) {
      expect(text).not.toContain(code);
      expect(text).not.toContain(code.replace('-', ''));
    }
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(JSON.parse(text).editors['ed@so.energy'].recoveryCodes).toHaveLength(10);
  });

  it('finish only the enrolment the password started, within ten minutes', () => {
    const { store } = freshStore();
    const first = store.beginEnrolment('ed@so.energy', START);
    const second = store.beginEnrolment('ed@so.energy', later(1000));
    // Starting again replaced the first secret: its page can no longer finish.
    expect(
      store.finishEnrolment(
        'ed@so.energy',
        first.nonce,
        totpCode(first.secret, START.getTime()),
        later(1000),
      ),
    ).toBeNull();
    const late = later(1000 + ENROLMENT_MS);
    expect(
      store.finishEnrolment(
        'ed@so.energy',
        second.nonce,
        totpCode(second.secret, late.getTime()),
        late,
      ),
    ).toBeNull();
    expect(store.isEnrolled('ed@so.energy')).toBe(false);
  });

  it('take a code once, within a step either side, never an older one', () => {
    const { store, secret } = enrolled();
    const now = later(60_000);
    const code = totpCode(secret, now.getTime());
    // The enrolment's own code was taken: it does not sign in.
    expect(
      store.useSecondFactor('ed@so.energy', totpCode(secret, START.getTime()), now),
    ).toBeNull();
    expect(store.useSecondFactor('ed@so.energy', code, now)).toEqual({ kind: 'code' });
    expect(store.useSecondFactor('ed@so.energy', code, now)).toBeNull();
    expect(
      store.useSecondFactor('ed@so.energy', totpCode(secret, now.getTime() - 30_000), now),
    ).toBeNull();
    expect(
      store.useSecondFactor('ed@so.energy', totpCode(secret, now.getTime() + 30_000), now),
    ).toEqual({ kind: 'code' });
    expect(
      store.useSecondFactor('ed@so.energy', totpCode(secret, now.getTime() + 90_000), now),
    ).toBeNull();
  });

  it('take each recovery code once, in any case, and count those left', () => {
    const { store, recoveryCodes } = enrolled();
    const [first = '', second = ''] = recoveryCodes;
    expect(store.useSecondFactor('ed@so.energy', first, START)).toEqual({
      kind: 'recovery-code',
      recoveryCodesLeft: 9,
    });
    expect(store.useSecondFactor('ed@so.energy', first, START)).toBeNull();
    expect(store.useSecondFactor('ed@so.energy', second.toUpperCase(), START)).toEqual({
      kind: 'recovery-code',
      recoveryCodesLeft: 8,
    });
    expect(store.useSecondFactor('ed@so.energy', 'abcde-fghjk', START)).toBeNull();
    expect(store.useSecondFactor('eve@so.energy', recoveryCodes[2] ?? '', START)).toBeNull();
  });

  it('keep factors across restarts, and they open only with the same secret', () => {
    const { path, secret } = enrolled();
    const now = later(60_000);
    const again = createEditorFactorStore({ path, secret: SECRET });
    expect(again.useSecondFactor('ed@so.energy', totpCode(secret, now.getTime()), now)).toEqual({
      kind: 'code',
    });
    expect(readEditorFactor({ path, secret: SECRET }, 'ed@so.energy')).toEqual({
      totpSecret: secret,
      lastUsedStep: Math.floor(now.getTime() / 30_000),
    });

    const rotated = createEditorFactorStore({ path, secret: 'r'.repeat(32) });
    expect(() =>
      rotated.useSecondFactor(
        'ed@so.energy',
        totpCode(secret, later(120_000).getTime()),
        later(120_000),
      ),
    ).toThrow(EditorFactorsError);
  });

  it('refuse to read a damaged file rather than let a password alone in', () => {
    const { path, store } = enrolled();
    writeFileSync(path, '{"version": 1, "editors": []}');
    expect(() => store.isEnrolled('ed@so.energy')).toThrow(EditorFactorsError);
    writeFileSync(path, 'not json');
    expect(() => store.isEnrolled('ed@so.energy')).toThrow(EditorFactorsError);
  });
});
