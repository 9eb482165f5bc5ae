import { describe, expect, it } from 'vitest';
import { entryParamsFrom, mergeEntry } from './entry-params';

describe('entryParamsFrom', () => {
  it.each([
    ['a referral code', { referral: 'ADA123' }, { referral: 'ADA123' }],
    [
      'an agent and a partner',
      { agent: 'agent_7', partner: 'elmo-42' },
      { agent: 'agent_7', partner: 'elmo-42' },
    ],
    ['other parameters', { postcode: 'BS7 9JN', utm_source: 'x' }, {}],
    ['a repeated parameter', { referral: ['A1', 'B2'] }, {}],
    ['an id with spaces or markup', { agent: '<script>', partner: 'a b' }, {}],
    ['an id over 64 characters', { referral: 'A'.repeat(65) }, {}],
  ])('keeps %s', (_name, query, expected) => {
    expect(entryParamsFrom(query)).toEqual(expected);
  });
});

describe('mergeEntry', () => {
  it('adds newly arrived ids and lets the latest link win', () => {
    expect(mergeEntry({ referral: 'OLD1' }, { referral: 'NEW2', agent: 'a1' })).toEqual({
      referral: 'NEW2',
      agent: 'a1',
    });
  });

  it('gives nothing to save when nothing changed', () => {
    expect(mergeEntry({ referral: 'R1', agent: 'a1' }, { referral: 'R1' })).toBeNull();
    expect(mergeEntry({ partner: 'p' }, {})).toBeNull();
  });
});
