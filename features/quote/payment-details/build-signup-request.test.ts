import { describe, expect, it } from 'vitest';
import { signupRequest, type SignupRequest } from '@/lib/gateway/contract/signups';
import { makeJourneyState, makeSupplyAddress } from '@/tests/utils/make-quote-journey';
import { makeTariffQuote } from '@/tests/utils/make-tariff-quote';
import type { JourneyState } from '../journey/journey-state';
import type { JourneySecrets } from '../journey/journey-store';
import { buildSignupRequest, chosenQuote } from './build-signup-request';

const secrets: JourneySecrets = {
  password: 'copper kettle meadow',
  sortCode: '089999',
  accountNumber: '66374958',
};

const fixed = makeTariffQuote({
  quoteId: '7b4f3c1e-2d5a-4b6c-9e8f-0a1b2c3d4e5f',
  elecProductCode: 'SO-FIX-12M-E',
  gasProductCode: 'SO-FIX-12M-G',
});
const flex = makeTariffQuote({
  quoteId: '0d9c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b',
  elecProductCode: 'SOOC-FLEX-E',
  gasProductCode: null,
});

/** A dual-fuel journey that chose the fixed quote of two. */
function journey(overrides: Partial<JourneyState> = {}): JourneyState {
  return makeJourneyState({
    quotes: { items: [flex, fixed], pricedAt: '2026-11-23T21:00:00.000Z' },
    chosenQuoteId: fixed.quoteId,
    address: makeSupplyAddress({ uprn: '100120012345' }),
    entry: {},
    ...overrides,
  });
}

describe('buildSignupRequest', () => {
  it('builds the sign-up from the chosen quote, the home, the details and the secrets', () => {
    const body = buildSignupRequest(journey(), secrets);
    expect(body).toEqual({
      quoteId: fixed.quoteId,
      tariff: { elecProductCode: 'SO-FIX-12M-E', gasProductCode: 'SO-FIX-12M-G' },
      personalDetails: {
        title: 'Ms',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '07700900123',
        dateOfBirth: '1990-12-10',
        marketingConsent: false,
        evMarketingConsent: false,
        password: 'copper kettle meadow',
      },
      supplyAddress: { uprn: '100120012345' },
      billingAddress: null,
      payment: {
        accountHolderName: 'A Lovelace',
        sortCode: '089999',
        accountNumber: '66374958',
        directDebitDayOfMonth: 5,
        soleAuthoriser: true,
      },
    });
    expect(signupRequest.safeParse(body).success).toBe(true);
  });

  it.each<[string, Partial<JourneyState>, Partial<SignupRequest>]>([
    [
      'the other quote chosen',
      { chosenQuoteId: flex.quoteId },
      {
        quoteId: flex.quoteId,
        tariff: { elecProductCode: 'SOOC-FLEX-E', gasProductCode: null },
      },
    ],
    [
      'a billing address of its own',
      { billingAddress: { line1: '1 Park Row', town: 'Leeds', postcode: 'LS1 5HD' } },
      { billingAddress: { line1: '1 Park Row', town: 'Leeds', postcode: 'LS1 5HD' } },
    ],
    [
      'the referral link the prospect came by',
      { entry: { referral: 'alex-m7q2' } },
      { attribution: { referralCode: 'ALEX-M7Q2' } },
    ],
    [
      'a telesales agent and a partner',
      { entry: { agent: 'agent-0042', partner: 'elmo_7' } },
      { attribution: { agentId: 'agent-0042', partnerId: 'elmo_7' } },
    ],
    [
      'another home',
      { address: makeSupplyAddress({ uprn: '42' }) },
      { supplyAddress: { uprn: '42' } },
    ],
  ])('follows %s', (_name, overrides, expected) => {
    expect(buildSignupRequest(journey(overrides), secrets)).toMatchObject(expected);
  });

  it.each<[string, Partial<JourneyState>, Partial<JourneySecrets>]>([
    ['no quote chosen', { chosenQuoteId: null }, {}],
    ['a chosen quote no longer held', { chosenQuoteId: 'gone' }, {}],
    ['no quotes', { quotes: null }, {}],
    ['no address', { address: null }, {}],
    ['no personal details', { personalDetails: null }, {}],
    ['no payment details', { payment: null }, {}],
    ['the password lost', {}, { password: null }],
    ['the sort code lost', {}, { sortCode: null }],
    ['the account number lost', {}, { accountNumber: null }],
  ])('gives nothing with %s', (_name, overrides, lost) => {
    expect(buildSignupRequest(journey(overrides), { ...secrets, ...lost })).toBeNull();
  });

  it('never sends the journey’s own bookkeeping (drafts, quotes) or an entry id it would refuse', () => {
    const body = buildSignupRequest(
      journey({
        drafts: { 'payment-details': { accountHolderName: 'A L' } },
        entry: { referral: 'R' },
      }),
      secrets,
    );
    expect(Object.keys(body ?? {}).sort()).toEqual([
      'billingAddress',
      'payment',
      'personalDetails',
      'quoteId',
      'supplyAddress',
      'tariff',
    ]);
  });
});

describe('chosenQuote', () => {
  it('finds the chosen quote among those held, or none', () => {
    expect(chosenQuote(journey())).toBe(fixed);
    expect(chosenQuote(journey({ chosenQuoteId: 'gone' }))).toBeNull();
  });
});
