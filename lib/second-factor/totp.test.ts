import {
  acceptTotpCode,
  isTotpSecret,
  newTotpSecret,
  normaliseTotpCode,
  totpCode,
  totpStepAt,
  totpUri,
} from './totp';

// RFC 6238 appendix B's SHA-1 seed, "12345678901234567890", in base32; its 8-digit codes end
// in the 6-digit ones authenticator apps show.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const at = (seconds: number) => seconds * 1000;

describe('TOTP codes (RFC 6238)', () => {
  it.each([
    [59, '287082'],
    [1_111_111_109, '081804'],
    [1_111_111_111, '050471'],
    [1_234_567_890, '005924'],
    [2_000_000_000, '279037'],
  ])('at %i s the code is %s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, at(seconds))).toBe(code);
  });

  it('makes new 160-bit secrets in base32, a different one each time', () => {
    const secret = newTotpSecret();
    expect(isTotpSecret(secret)).toBe(true);
    expect(newTotpSecret()).not.toBe(secret);
    expect(isTotpSecret('not a secret')).toBe(false);
  });

  it('names the issuer and account in the otpauth:// address apps read', () => {
    const uri = new URL(
      totpUri({ secret: RFC_SECRET, issuer: 'So Energy editor', account: 'ed@so.energy' }),
    );
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/So Energy editor:ed@so.energy');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'So Energy editor',
      secret: RFC_SECRET,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });

  it('reads six digits, a space between them allowed', () => {
    expect(normaliseTotpCode('287 082')).toBe('287082');
    expect(normaliseTotpCode(' 287082 ')).toBe('287082');
    expect(normaliseTotpCode('28708')).toBeNull();
    expect(normaliseTotpCode('2870821')).toBeNull();
    expect(normaliseTotpCode('abcdef')).toBeNull();
  });
});

describe('accepting a code', () => {
  const now = at(1_111_111_111); // step 37037037
  const step = totpStepAt(now);
  const code = (offset: number) => totpCode(RFC_SECRET, now + offset * 30_000);

  it('takes the code of this step, the one before and the one after (±30 s of drift)', () => {
    expect(acceptTotpCode(RFC_SECRET, code(0), { nowMs: now, lastUsedStep: null })).toBe(step);
    expect(acceptTotpCode(RFC_SECRET, code(-1), { nowMs: now, lastUsedStep: null })).toBe(step - 1);
    expect(acceptTotpCode(RFC_SECRET, code(1), { nowMs: now, lastUsedStep: null })).toBe(step + 1);
  });

  it('refuses codes further off, and anything that is not a code', () => {
    expect(acceptTotpCode(RFC_SECRET, code(-2), { nowMs: now, lastUsedStep: null })).toBeNull();
    expect(acceptTotpCode(RFC_SECRET, code(2), { nowMs: now, lastUsedStep: null })).toBeNull();
    expect(acceptTotpCode(RFC_SECRET, '000000', { nowMs: now, lastUsedStep: null })).toBeNull();
    expect(acceptTotpCode(RFC_SECRET, '', { nowMs: now, lastUsedStep: null })).toBeNull();
  });

  it('never takes a code again, nor one older than the last taken', () => {
    const used = acceptTotpCode(RFC_SECRET, code(0), { nowMs: now, lastUsedStep: null });
    expect(acceptTotpCode(RFC_SECRET, code(0), { nowMs: now, lastUsedStep: used })).toBeNull();
    expect(acceptTotpCode(RFC_SECRET, code(-1), { nowMs: now, lastUsedStep: used })).toBeNull();
    // Later on, the same code is no longer in the window either.
    expect(
      acceptTotpCode(RFC_SECRET, code(0), { nowMs: now + 30_000, lastUsedStep: used }),
    ).toBeNull();
    expect(acceptTotpCode(RFC_SECRET, code(1), { nowMs: now, lastUsedStep: used })).toBe(step + 1);
  });
});
