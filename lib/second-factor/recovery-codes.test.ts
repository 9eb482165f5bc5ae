import { randomBytes } from 'node:crypto';
import {
  findRecoveryCode,
  hashRecoveryCode,
  newRecoveryCodes,
  normaliseRecoveryCode,
  RECOVERY_CODE_COUNT,
} from './recovery-codes';

const key = randomBytes(32);

describe('recovery codes', () => {
  it('are ten different codes of two groups of five unambiguous characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(codes.join('')).not.toMatch(/[01ilo]/);
  });

  it('are read in any case, with or without the hyphen', () => {
    expect(normaliseRecoveryCode('ABCDE-FGHJK')).toBe('abcdefghjk');
    expect(normaliseRecoveryCode(' abcde fghjk ')).toBe('abcdefghjk');
    expect(normaliseRecoveryCode('abcde-fghj')).toBeNull();
    expect(normaliseRecoveryCode('123456')).toBeNull();
  });

  it('are kept as keyed hashes that name neither the code nor match under another key', () => {
    const [code = ''] = newRecoveryCodes(1);
    const hash = hashRecoveryCode(code, key);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(code.replace('-', ''));
    expect(hashRecoveryCode(code.toUpperCase(), key)).toBe(hash);
    expect(hashRecoveryCode(code, randomBytes(32))).not.toBe(hash);
  });

  it('are found among the hashes as typed, and nothing else is', () => {
    const codes = newRecoveryCodes();
    const hashes = codes.map((code) => hashRecoveryCode(code, key));
    expect(findRecoveryCode(codes[3]!, hashes, key)).toBe(3);
    expect(findRecoveryCode(codes[9]!.toUpperCase().replace('-', ' '), hashes, key)).toBe(9);
    expect(findRecoveryCode(newRecoveryCodes(1)[0]!, hashes, key)).toBe(-1);
    expect(findRecoveryCode('123456', hashes, key)).toBe(-1);
    expect(findRecoveryCode(codes[0]!, ['not hex', ...hashes], key)).toBe(1);
  });
});
