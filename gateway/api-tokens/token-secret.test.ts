import { createHash } from 'node:crypto';
import { apiTokenHash, apiTokenOf, newApiTokenSecret, wellFormedApiToken } from './token-secret';

describe('personal API token secrets', () => {
  it('are the prefix and 32 random bytes in base64url, a new one each time', () => {
    const tokens = new Set(Array.from({ length: 50 }, newApiTokenSecret));
    expect(tokens.size).toBe(50);
    for (const token of tokens) {
      expect(token).toMatch(/^sopat_[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token.slice('sopat_'.length), 'base64url')).toHaveLength(32);
      expect(wellFormedApiToken(token)).toBe(true);
    }
  });

  it('are kept as their SHA-256 in hex, the same for the same token only', () => {
    const token = newApiTokenSecret();
    expect(apiTokenHash(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(apiTokenHash(token)).not.toBe(apiTokenHash(newApiTokenSecret()));
  });

  it.each([
    ['Bearer sopat_abc', 'sopat_abc'],
    ['Bearer eyJhbGciOiJIUzI1NiJ9.e30.c2ln', undefined],
    ['sopat_abc', undefined],
    ['Basic sopat_abc', undefined],
    [undefined, undefined],
  ])('finds a personal token in %s', (header, token) => {
    expect(apiTokenOf(header)).toBe(token);
  });

  it('tells a token of the wrong shape before the database is asked', () => {
    expect(wellFormedApiToken('sopat_short')).toBe(false);
    expect(wellFormedApiToken(`sopat_${'a'.repeat(42)}!`)).toBe(false);
  });
});
