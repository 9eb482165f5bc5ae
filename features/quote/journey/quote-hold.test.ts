import { QUOTE_ENDING_NOTICE_MS, quoteEndsAt, quoteHold, quoteHoldChangeDelay } from './quote-hold';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const PRICED_AT = '2026-11-01T12:00:00.000Z';
const ENDS_AT = Date.parse('2026-12-01T12:00:00.000Z');

describe('how long a quote is held', () => {
  it('ends 30 days after pricing', () => {
    expect(quoteEndsAt(PRICED_AT)).toBe(ENDS_AT);
    expect(quoteEndsAt(PRICED_AT, 1)).toBe(Date.parse('2026-11-02T12:00:00.000Z'));
  });

  it.each([
    ['just priced', Date.parse(PRICED_AT), 'held'],
    ['a millisecond before its last day', ENDS_AT - DAY - 1, 'held'],
    ['on its last day', ENDS_AT - DAY, 'ending'],
    ['a millisecond before the end', ENDS_AT - 1, 'ending'],
    ['at the end', ENDS_AT, 'ended'],
  ] as const)('%s: %s', (_, now, hold) => {
    expect(quoteHold(PRICED_AT, now)).toBe(hold);
  });

  it('counts an unreadable pricing time as ended', () => {
    expect(quoteHold('not a date', ENDS_AT - 10 * DAY)).toBe('ended');
  });

  it('gives notice a day ahead', () => {
    expect(QUOTE_ENDING_NOTICE_MS).toBe(DAY);
  });
});

describe('when a quote next changes', () => {
  it.each([
    ['held: until its last day begins', ENDS_AT - DAY - 3 * HOUR, 3 * HOUR],
    ['ending: until it ends', ENDS_AT - 2 * HOUR, 2 * HOUR],
    ['just priced: at most a timer can wait (about 24.8 days)', Date.parse(PRICED_AT), 2 ** 31 - 1],
  ])('%s', (_, now, delay) => {
    expect(quoteHoldChangeDelay(PRICED_AT, now)).toBe(delay);
  });

  it('never, once ended', () => {
    expect(quoteHoldChangeDelay(PRICED_AT, ENDS_AT)).toBeNull();
  });
});
