import { waitInWords } from './messages';

describe('waitInWords', () => {
  it.each([
    [1, '1 minute'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
    [3600, '60 minutes'],
    [7140, '119 minutes'],
    [7200, '2 hours'],
    [3 * 3600 - 1, '3 hours'],
  ])('%i seconds is %s', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });
});
