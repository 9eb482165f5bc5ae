import fc from 'fast-check';
import { matchesWildcard } from './wildcard';

describe('matchesWildcard', () => {
  it.each([
    ['blog/new*', 'blog/newer', true],
    ['blog/new*', 'blog/older', false],
    ['*meters', 'Smart meters', true],
    ['*art*', 'Smart meters', true],
    ['S*m*s', 'Smart meters', true],
    ['S*z*s', 'Smart meters', false],
    ['about', 'about', true],
    ['about', 'about-us', false],
    ['*', '', true],
    ['**', 'anything', true],
    ['a*a', 'a', false],
    ['ab*ba', 'aba', false],
    ['ab*ba', 'abba', true],
    ['.+?(x)', '.+?(x)', true],
    ['.+?(x)', 'aaa(x)', false],
    ['line*end', 'line\nend', true],
  ])('%j against %j is %s', (pattern, value, expected) => {
    expect(matchesWildcard(pattern, value)).toBe(expected);
  });

  it('answers a pathological pattern over a long value (a regex would backtrack for ages)', () => {
    const value = 'e'.repeat(20_000);
    expect(matchesWildcard(`${'*e'.repeat(100)}*x`, value)).toBe(false);
    expect(matchesWildcard(`${'*e'.repeat(100)}*`, value)).toBe(true);
    expect(matchesWildcard('*e*e*e*e*e*e*e*e*e*e*e*x', value)).toBe(false);
  });

  it('agrees with an anchored regular expression on short patterns and values', () => {
    const text = (chars: string[]) =>
      fc.array(fc.constantFrom(...chars), { maxLength: 8 }).map((list) => list.join(''));
    const reference = (pattern: string) => new RegExp(`^${pattern.split('*').join('.*')}$`, 's');
    fc.assert(
      fc.property(text(['a', 'b', '*']), text(['a', 'b']), (pattern, value) => {
        expect(matchesWildcard(pattern, value)).toBe(reference(pattern).test(value));
      }),
      { numRuns: 500 },
    );
  });
});
