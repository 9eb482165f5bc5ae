import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { makeJourneyState } from '@/tests/utils/make-quote-journey';
import { draftValues, flattenDraft, useJourneyDraft } from './journey-draft';
import { createJourneyStore, JOURNEY_STORAGE_KEY } from './journey-store';

describe('flattenDraft', () => {
  it.each([
    [
      'plain fields',
      { firstName: 'Ada', day: 5, consent: true, phone: null },
      [],
      { firstName: 'Ada', day: 5, consent: true, phone: null },
    ],
    [
      'nested fields by path',
      { billing: { town: 'Leeds', postcode: 'LS1 1AA' } },
      [],
      { 'billing.town': 'Leeds', 'billing.postcode': 'LS1 1AA' },
    ],
    [
      'omitted fields',
      { email: 'a@b.co', password: 'secret words here' },
      ['password'],
      { email: 'a@b.co' },
    ],
    ['omitted groups', { bank: { sortCode: '112233' }, day: 1 }, ['bank'], { day: 1 }],
    ['undefined and functions', { a: undefined, b: () => 1, c: 'kept' }, [], { c: 'kept' }],
  ])('keeps %s', (_name, values, omit, expected) => {
    expect(flattenDraft(values, omit)).toEqual(expected);
  });
});

describe('draftValues', () => {
  it('gives back the nested shape of the saved draft', () => {
    const state = makeJourneyState({
      drafts: { 'personal-details': { firstName: 'Ada', 'billing.town': 'Leeds' } },
    });
    expect(draftValues(state, 'personal-details')).toEqual({
      firstName: 'Ada',
      billing: { town: 'Leeds' },
    });
    expect(draftValues(state, 'payment-details')).toEqual({});
  });
});

describe('useJourneyDraft', () => {
  it('saves each change but never the omitted secret', () => {
    const storage = new Map<string, string>();
    const store = createJourneyStore({
      storage: {
        getItem: (key) => storage.get(key) ?? null,
        setItem: (key, value) => void storage.set(key, value),
        removeItem: (key) => void storage.delete(key),
      },
    });
    const { result } = renderHook(() => {
      const form = useForm({ defaultValues: { email: '', password: '' } });
      useJourneyDraft(form, 'personal-details', { omit: ['password'], store });
      return form;
    });
    act(() => {
      result.current.setValue('email', 'ada@example.com');
      result.current.setValue('password', 'correct horse battery');
    });
    expect(store.getSnapshot().state.drafts['personal-details']).toEqual({
      email: 'ada@example.com',
    });
    expect(storage.get(JOURNEY_STORAGE_KEY)).not.toContain('correct horse');
  });
});
