import { describe, expect, it } from 'vitest';
import { makeJourneyState } from '@/tests/utils/make-quote-journey';
import { emptyJourney } from './journey-state';
import type { JourneySecrets } from './journey-store';
import { isQuoteStale, stepPath, stepToShow, type JourneyStepId } from './steps';

const allSecrets: JourneySecrets = {
  password: 'three random words',
  sortCode: '123456',
  accountNumber: '12345678',
};
const noSecrets: JourneySecrets = { password: null, sortCode: null, accountNumber: null };
const full = makeJourneyState();
const signup = {
  accountNumber: 'A-1234',
  email: 'ada@example.com',
  tariffName: 'So Fix 12M',
  supplyStartDate: '2026-12-14',
  firstDirectDebit: { date: '2026-12-28', amountPence: 12670 },
};

describe('stepToShow', () => {
  it.each<[string, JourneyStepId, typeof full, JourneySecrets, JourneyStepId]>([
    ['a fresh tab on the first step stays there', 'quote', emptyJourney, noSecrets, 'quote'],
    [
      'a fresh tab on a later step goes to the quote',
      'payment-details',
      emptyJourney,
      noSecrets,
      'quote',
    ],
    ['no quotes yet', 'select-tariff', { ...full, quotes: null }, allSecrets, 'quote'],
    ['no address chosen', 'select-tariff', { ...full, address: null }, allSecrets, 'quote'],
    [
      'quotes priced, none chosen',
      'personal-details',
      { ...full, chosenQuoteId: null },
      allSecrets,
      'select-tariff',
    ],
    [
      'chosen quote not among the quotes',
      'personal-details',
      { ...full, chosenQuoteId: 'gone' },
      allSecrets,
      'select-tariff',
    ],
    ['an earlier step may be reopened', 'quote', full, allSecrets, 'quote'],
    [
      'tariff chosen, on to personal details',
      'personal-details',
      full,
      allSecrets,
      'personal-details',
    ],
    ['password lost on reload', 'payment-details', full, noSecrets, 'personal-details'],
    [
      'no personal details',
      'payment-details',
      { ...full, personalDetails: null },
      allSecrets,
      'personal-details',
    ],
    [
      'bank details lost on reload',
      'sign-up-complete',
      full,
      { ...allSecrets, accountNumber: null },
      'payment-details',
    ],
    ['everything given', 'sign-up-complete', full, allSecrets, 'sign-up-complete'],
    [
      'signed up: only the confirmation',
      'quote',
      { ...full, signup },
      noSecrets,
      'sign-up-complete',
    ],
  ])('%s', (_, requested, state, secrets, expected) => {
    expect(stepToShow(requested, state, secrets)).toBe(expected);
  });
});

describe('stepPath', () => {
  it.each<[JourneyStepId, string]>([
    ['quote', '/energy/quote'],
    ['select-tariff', '/energy/quote/select-tariff'],
    ['personal-details', '/energy/quote/personal-details'],
    ['payment-details', '/energy/quote/payment-details'],
    ['sign-up-complete', '/energy/quote/sign-up-complete'],
  ])('%s is at %s', (step, path) => {
    expect(stepPath(step)).toBe(path);
  });
});

describe('isQuoteStale', () => {
  const pricedAt = '2026-11-01T12:00:00.000Z';
  it.each([
    ['just priced', '2026-11-01T12:00:00.000Z', false],
    ['a day before the 30 days end', '2026-11-30T12:00:00.000Z', false],
    ['a millisecond before 30 days', '2026-12-01T11:59:59.999Z', false],
    ['exactly 30 days on', '2026-12-01T12:00:00.000Z', true],
    ['long after', '2027-01-01T00:00:00.000Z', true],
  ])('%s', (_, now, stale) => {
    expect(isQuoteStale(pricedAt, new Date(now))).toBe(stale);
  });

  it('takes the validity as a parameter', () => {
    expect(isQuoteStale(pricedAt, new Date('2026-11-02T12:00:00.000Z'), 1)).toBe(true);
  });

  it('treats an unreadable time as stale', () => {
    expect(isQuoteStale('not a date', new Date(pricedAt))).toBe(true);
  });
});
