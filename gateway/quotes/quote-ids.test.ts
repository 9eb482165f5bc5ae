import { makeQuoteRequest } from '@/tests/utils/make-quote-request';
import { quoteRequest } from '@/lib/gateway/contract/quotes';
import { mpanCheckDigit } from '@/lib/gateway/contract/meter-numbers';
import { DESCRIBED_QUOTE_ID } from '@/lib/gateway/contract/quote-id';
import { createKeyedHash } from '../auth/keyed-hash';
import { quoteDescribedBy, quoteIdsFor, type DescribedQuote } from './quote-ids';

const keyedHash = createKeyedHash('a-secret-of-at-least-thirty-two-characters');

const quote: DescribedQuote = {
  requestId: '6f1d2c3b-4a59-4e68-9d7c-8b9a0f1e2d3c',
  quotedAt: new Date('2026-03-15T10:00:00.000Z'),
  catalogueVersion: 7,
  index: 2,
  yearlyPence: 174_922,
  request: quoteRequest.parse(
    makeQuoteRequest({
      postcode: 'bs7 9jn',
      estimatedUsageType: 'EXACT_AMOUNT',
      electricityUsagePerYearInKwh: '3100',
      gasUsagePerYearInKwh: '12000',
      mpan: `120000000001${mpanCheckDigit('120000000001')}`,
      mprn: '1234567',
    }),
  ),
};

const idOf = (described: DescribedQuote, under = keyedHash) =>
  quoteIdsFor(under, described)(described.index, described.yearlyPence);

describe('quote ids that describe their quote', () => {
  it('describe the quote, as the contract expects an id to look', () => {
    const id = idOf(quote);
    expect(id).toMatch(DESCRIBED_QUOTE_ID);
    expect(quoteDescribedBy(keyedHash, id)).toEqual(quote);
    const other = quoteIdsFor(keyedHash, quote)(0, 96_001);
    expect(quoteDescribedBy(keyedHash, other)).toEqual({ ...quote, index: 0, yearlyPence: 96_001 });
  });

  it('refuses an id whose request or MAC has any one character changed', () => {
    const id = idOf(quote);
    const [request = '', index, pence, mac = ''] = id.split('.');
    const changed = (text: string, at: number) =>
      `${text.slice(0, at)}${text[at] === 'a' ? 'b' : 'a'}${text.slice(at + 1)}`;
    for (let at = 0; at < request.length; at += 1) {
      const altered = [changed(request, at), index, pence, mac].join('.');
      expect(quoteDescribedBy(keyedHash, altered)).toBeUndefined();
    }
    for (let at = 0; at < mac.length; at += 1) {
      const altered = [request, index, pence, changed(mac, at)].join('.');
      expect(quoteDescribedBy(keyedHash, altered)).toBeUndefined();
    }
  });

  it('refuses an id made under another key, or not made as an id at all', () => {
    const id = idOf(quote, createKeyedHash('another-secret-of-thirty-two-characters'));
    expect(quoteDescribedBy(keyedHash, id)).toBeUndefined();
    const made = (request: string) =>
      `${request}.0.1000.${keyedHash('quote-id', request).slice(0, 32)}`;
    expect(quoteDescribedBy(keyedHash, made('bm90IGpzb24'))).toBeUndefined();
    const notAQuote = Buffer.from('[1,2]').toString('base64url');
    expect(quoteDescribedBy(keyedHash, made(notAQuote))).toBeUndefined();
    expect(quoteDescribedBy(keyedHash, '6f1d2c3b-4a59-4e68-9d7c-8b9a0f1e2d3c')).toBeUndefined();
  });
});
