// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeJourneyState, makeStoredPersonalDetails } from '@/tests/utils/make-quote-journey';
import { makeTabStorage as fakeStorage } from '@/tests/utils/tab-storage';
import { emptyJourney } from './journey-state';
import {
  createJourneyStore,
  DEFAULT_JOURNEY_EXPIRY_MS,
  JOURNEY_STORAGE_KEY,
  useQuoteJourney,
} from './journey-store';

function refusingStorage() {
  const refuse = (): never => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return { getItem: refuse, setItem: refuse, removeItem: refuse };
}

const start = new Date('2026-11-23T21:00:00.000Z');
const later = (ms: number) => () => new Date(start.getTime() + ms);
const journey = makeJourneyState();

describe('createJourneyStore', () => {
  it('keeps the journey across a reload', () => {
    const storage = fakeStorage();
    createJourneyStore({ storage, now: () => start }).update(journey);
    const reloaded = createJourneyStore({ storage, now: later(60_000) });
    expect(reloaded.getSnapshot().state).toEqual(journey);
  });

  it('keeps the Priority Services Register answer across a reload', () => {
    const storage = fakeStorage();
    const personalDetails = makeStoredPersonalDetails({
      extraSupport: { needed: true, details: 'Large print letters, please' },
    });
    createJourneyStore({ storage, now: () => start }).update({ personalDetails });
    const reloaded = createJourneyStore({ storage, now: later(60_000) });
    expect(reloaded.getSnapshot().state.personalDetails?.extraSupport).toEqual({
      needed: true,
      details: 'Large print letters, please',
    });
  });

  it('writes on every change, under app_storage_cache', () => {
    const storage = fakeStorage();
    const store = createJourneyStore({ storage, now: () => start });
    store.update({ entry: { partner: 'elmo-7' } });
    expect(storage.items.get(JOURNEY_STORAGE_KEY)).toContain('elmo-7');
    store.update({ chosenQuoteId: 'q-2' });
    expect(storage.items.get(JOURNEY_STORAGE_KEY)).toContain('q-2');
  });

  it.each([
    ['just before it expires', DEFAULT_JOURNEY_EXPIRY_MS - 1, journey],
    ['when it expires', DEFAULT_JOURNEY_EXPIRY_MS, emptyJourney],
  ])('reads a stored journey %s', (_, age, expected) => {
    const storage = fakeStorage();
    createJourneyStore({ storage, now: () => start }).update(journey);
    expect(createJourneyStore({ storage, now: later(age) }).getSnapshot().state).toEqual(expected);
  });

  it('takes the expiry as a parameter', () => {
    const storage = fakeStorage();
    createJourneyStore({ storage, now: () => start, expiryMs: 1000 }).update(journey);
    expect(createJourneyStore({ storage, now: later(1000) }).getSnapshot().state).toEqual(
      emptyJourney,
    );
  });

  it.each([
    ['not JSON', '{oops'],
    ['no expiry', JSON.stringify({ state: journey })],
    ['a wrong shape', JSON.stringify({ expiresAt: Date.now() * 2, state: { answers: 'BS7' } })],
    [
      'a bad quote',
      JSON.stringify({
        expiresAt: start.getTime() + 1000,
        state: { ...journey, quotes: { items: [{ quoteId: 1 }], pricedAt: 'yesterday' } },
      }),
    ],
  ])('discards a stored value with %s', (_, raw) => {
    const storage = fakeStorage();
    storage.setItem(JOURNEY_STORAGE_KEY, raw);
    expect(createJourneyStore({ storage, now: () => start }).getSnapshot().state).toEqual(
      emptyJourney,
    );
    expect(storage.items.has(JOURNEY_STORAGE_KEY)).toBe(false);
  });

  it('keeps working in memory when storage throws', () => {
    const store = createJourneyStore({ storage: refusingStorage(), now: () => start });
    store.update(journey);
    store.setSecrets({ password: 'three random words' });
    expect(store.getSnapshot().state).toEqual(journey);
    expect(store.getSnapshot().secrets.password).toBe('three random words');
    expect(() => store.clear()).not.toThrow();
  });

  it('never writes the password or bank numbers', () => {
    const storage = fakeStorage();
    const store = createJourneyStore({ storage, now: () => start });
    store.setSecrets({
      password: 'Sekrit-horse-battery',
      sortCode: '401276',
      accountNumber: '91827364',
    });
    store.update(journey);
    const stored = storage.items.get(JOURNEY_STORAGE_KEY) ?? '';
    expect(stored).not.toMatch(
      /Sekrit-horse-battery|401276|91827364|password|sortCode|accountNumber/,
    );
  });

  it('ignores secrets smuggled into storage', () => {
    const storage = fakeStorage();
    const state = {
      ...journey,
      personalDetails: { ...journey.personalDetails, password: 'Sekrit-horse-battery' },
      payment: { ...journey.payment, sortCode: '401276', accountNumber: '91827364' },
    };
    storage.setItem(
      JOURNEY_STORAGE_KEY,
      JSON.stringify({ expiresAt: start.getTime() + 1000, state }),
    );
    const snapshot = createJourneyStore({ storage, now: () => start }).getSnapshot();
    expect(JSON.stringify(snapshot)).not.toMatch(/Sekrit-horse-battery|401276|91827364/);
  });

  it.each([
    ['nothing given yet', {}, []],
    ['personal details given', { payment: null }, ['password']],
    ['payment details given', {}, ['password', 'bankDetails']],
    [
      'bank details typed but not yet sent',
      { payment: null, drafts: { 'payment-details': { accountHolderName: 'A Lovelace' } } },
      ['password', 'bankDetails'],
    ],
    [
      'a password typed but not yet sent',
      {
        personalDetails: null,
        payment: null,
        drafts: { 'personal-details': { firstName: 'Ada' } },
      },
      ['password'],
    ],
    [
      'signed up',
      {
        signup: {
          accountNumber: 'A-1234',
          email: 'ada@example.com',
          tariffName: 'So Fix 12M',
          supplyStartDate: '2026-12-14',
          firstDirectDebit: { date: '2026-12-28', amountPence: 12670 },
        },
      },
      [],
    ],
  ])('after a reload with %s, reports the secrets lost', (name, overrides, lost) => {
    const storage = fakeStorage();
    const before = createJourneyStore({ storage, now: () => start });
    before.setSecrets({
      password: 'three random words',
      sortCode: '401276',
      accountNumber: '91827364',
    });
    before.update(name === 'nothing given yet' ? { entry: {} } : { ...journey, ...overrides });
    expect(before.getSnapshot().lostSecrets).toEqual([]);

    const after = createJourneyStore({ storage, now: () => start }).getSnapshot();
    expect(after.secrets).toEqual({ password: null, sortCode: null, accountNumber: null });
    expect(after.lostSecrets).toEqual(lost);
  });

  it('stops reporting a secret once it is typed again', () => {
    const storage = fakeStorage();
    createJourneyStore({ storage, now: () => start }).update(journey);
    const store = createJourneyStore({ storage, now: () => start });
    store.setSecrets({ password: 'three random words' });
    expect(store.getSnapshot().lostSecrets).toEqual(['bankDetails']);
    store.setSecrets({ sortCode: '401276' });
    expect(store.getSnapshot().lostSecrets).toEqual(['bankDetails']);
    store.setSecrets({ accountNumber: '91827364' });
    expect(store.getSnapshot().lostSecrets).toEqual([]);
  });

  it('clears the journey and its storage', () => {
    const storage = fakeStorage();
    const store = createJourneyStore({ storage, now: () => start });
    store.update(journey);
    store.clear();
    expect(store.getSnapshot().state).toEqual(emptyJourney);
    expect(storage.items.has(JOURNEY_STORAGE_KEY)).toBe(false);
  });
});

describe('useQuoteJourney', () => {
  it('renders the store and follows its changes', () => {
    const store = createJourneyStore({ storage: fakeStorage(), now: () => start });
    const { result } = renderHook(() => useQuoteJourney(store));
    expect(result.current.state).toEqual(emptyJourney);
    act(() => store.update({ entry: { agent: 'CC33-9' } }));
    expect(result.current.state.entry).toEqual({ agent: 'CC33-9' });
  });
});
