import { makeFlexQuote, makeTariffQuote } from '@/tests/utils/make-tariff-quote';
import { orderQuotes } from './order-quotes';

const fixed12 = makeTariffQuote({ quoteId: 'fixed-12', costPerYearInPounds: 850.69 });
const fixed24 = makeTariffQuote({ quoteId: 'fixed-24', costPerYearInPounds: 880 });
const tracker = makeTariffQuote({
  quoteId: 'tracker',
  costPerYearInPounds: 820.5,
  elecProductCode: 'SO-TRACKER-E',
});
const flex = makeFlexQuote({ quoteId: 'flex', costPerYearInPounds: 910.09 });
const fixedTie = makeTariffQuote({ quoteId: 'fixed-tie', costPerYearInPounds: 850.69 });

const shown = (list: ReturnType<typeof orderQuotes>) =>
  list.map(({ quoteId, isRecommended }) => (isRecommended ? `${quoteId}*` : quoteId));

describe('orderQuotes (SPEC §9): the recommended quote is starred', () => {
  it.each([
    ['cheapest first', [fixed24, fixed12, tracker], false, ['tracker*', 'fixed-12', 'fixed-24']],
    [
      'flex without EV marketing consent keeps its place by cost',
      [flex, fixed24, fixed12],
      false,
      ['fixed-12*', 'fixed-24', 'flex'],
    ],
    [
      'flex with EV marketing consent goes first and is recommended, the rest by cost',
      [fixed24, flex, tracker, fixed12],
      true,
      ['flex*', 'tracker', 'fixed-12', 'fixed-24'],
    ],
    [
      'consent without a flex quote changes nothing',
      [fixed24, fixed12],
      true,
      ['fixed-12*', 'fixed-24'],
    ],
    [
      'equal costs keep the order the gateway gave',
      [fixed24, fixedTie, fixed12],
      false,
      ['fixed-tie*', 'fixed-12', 'fixed-24'],
    ],
    ['a single quote is recommended', [fixed24], false, ['fixed-24*']],
    ['no quotes', [], true, []],
  ])('%s', (_, quotes, evMarketingConsent, order) => {
    expect(shown(orderQuotes(quotes, { evMarketingConsent }))).toEqual(order);
  });

  it('puts the cheapest of two flex quotes first with consent', () => {
    const dearFlex = makeFlexQuote({ quoteId: 'flex-dear', costPerYearInPounds: 990 });
    expect(shown(orderQuotes([dearFlex, fixed12, flex], { evMarketingConsent: true }))).toEqual([
      'flex*',
      'fixed-12',
      'flex-dear',
    ]);
  });

  it('leaves the quotes it was given untouched', () => {
    const given = [fixed24, fixed12];
    orderQuotes(given, { evMarketingConsent: false });
    expect(given).toEqual([fixed24, fixed12]);
    expect(given[0]).not.toHaveProperty('isRecommended');
  });
});
