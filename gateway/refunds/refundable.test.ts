import { ACCOUNT_ACTIONS } from '@/lib/gateway/contract/account-sections';
import {
  ALL_KEPT_BACK,
  NO_BANK_DETAILS,
  NOT_IN_CREDIT,
  REFUND_PENDING,
  refundFigures,
} from './refundable';

const LOCKED = ACCOUNT_ACTIONS.refund.customer[0].reason;
const facts = (overrides: Partial<Parameters<typeof refundFigures>[0]> = {}) => ({
  balancePence: 10_000,
  forecastNeedPence: 120_000,
  monthlyDirectDebitPence: 10_000,
  sectionRefusal: null,
  refundPending: false,
  ...overrides,
});

describe('refundFigures', () => {
  it.each([
    ['Direct Debits cover the forecast: all the credit', facts(), 0, 10_000, null],
    [
      'the forecast needs £30 more than the Direct Debits: £30 kept back',
      facts({ forecastNeedPence: 123_000 }),
      3_000,
      7_000,
      null,
    ],
    [
      'the forecast needs more than the credit: all kept back',
      facts({ forecastNeedPence: 140_000 }),
      10_000,
      0,
      ALL_KEPT_BACK,
    ],
    ['a debit balance', facts({ balancePence: -500 }), 0, 0, NOT_IN_CREDIT],
    ['a zero balance', facts({ balancePence: 0 }), 0, 0, NOT_IN_CREDIT],
    [
      'no Direct Debit, so no bank details; the whole forecast is kept back first',
      facts({ monthlyDirectDebitPence: null, balancePence: 200_000 }),
      120_000,
      0,
      NO_BANK_DETAILS,
    ],
    ['a refund already pending', facts({ refundPending: true }), 0, 0, REFUND_PENDING],
    [
      'the section refuses first',
      facts({ sectionRefusal: LOCKED, balancePence: -1 }),
      0,
      0,
      LOCKED,
    ],
  ])('%s', (_name, given, keptBackPence, refundablePence, refusal) => {
    expect(refundFigures(given)).toMatchObject({ keptBackPence, refundablePence, refusal });
  });

  it('names every line of the sum', () => {
    expect(refundFigures(facts({ forecastNeedPence: 123_000 }))).toEqual({
      balancePence: 10_000,
      forecastNeedPence: 123_000,
      directDebitsPence: 120_000,
      keptBackPence: 3_000,
      refundablePence: 7_000,
      refusal: null,
    });
  });
});
