import { normalisePostcode } from './postcode';

describe('normalisePostcode', () => {
  it.each([
    ['SW1A 1AA', 'SW1A 1AA'],
    ['sw1a1aa', 'SW1A 1AA'],
    ['  m1   1ae ', 'M1 1AE'],
    ['B338TH', 'B33 8TH'],
    ['cr2 6xh', 'CR2 6XH'],
    ['DN55 1PT', 'DN55 1PT'],
    ['EC1A 1BB', 'EC1A 1BB'],
    ['W1A 0AX', 'W1A 0AX'],
    ['GIR0AA', 'GIR 0AA'],
  ])('reads %j as %s', (input, expected) => {
    expect(normalisePostcode(input)).toBe(expected);
  });

  it.each([
    '',
    'SW1A',
    'SW1A 1A',
    '12345',
    'SW1A 1AAA',
    'QA1 1AA', // no postcode area starts with Q
    'SW1A 1CA', // C is never in the inward code
    'ABCDEFG',
    'SW1A-1AA',
  ])('refuses %j', (input) => {
    expect(normalisePostcode(input)).toBeNull();
  });
});
