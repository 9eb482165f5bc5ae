import { randomUUID } from 'node:crypto';
import { quoteRequest, tariffQuotes } from '@/lib/gateway/contract/quotes';
import { tariffQuote, type TariffQuote } from '@/lib/gateway/contract/tariff-quote';
import { makeQuoteRequest } from '@/tests/utils/make-quote-request';
import { makeFlexQuote, makeTariffQuote } from '@/tests/utils/make-tariff-quote';
import { createKeyedHash } from '../auth/keyed-hash';
import type { CatalogueProduct } from '../pricing/catalogue';
import type { PricedQuote } from '../pricing/quote-tariffs';
import { quoteDescribedBy, type QuotedRequest } from './quote-ids';
import { identifyQuotes } from './quote-store';

const keyedHash = createKeyedHash('a-secret-of-at-least-thirty-two-characters');

const quoted: QuotedRequest = {
  requestId: randomUUID(),
  quotedAt: new Date('2026-03-15T10:00:00.000Z'),
  catalogueVersion: 3,
  request: quoteRequest.parse(makeQuoteRequest()),
};

/** The catalogue the quotes are priced from, as far as writing them goes: its identity. */
const catalogue: CatalogueProduct[] = [];

/** A quote as pricing gives it: everything but its id. */
const priced = (quote: TariffQuote): PricedQuote =>
  tariffQuote.omit({ quoteId: true }).parse(quote);

describe('identifyQuotes', () => {
  it('answers each quote with its id first, as the contract shapes it', () => {
    const quotes = [priced(makeTariffQuote()), priced(makeFlexQuote())];
    const answer = identifyQuotes(keyedHash, quoted, { quotes, shared: true }, catalogue);
    const sent = JSON.parse(answer.text);
    expect(tariffQuotes.parse(sent)).toEqual(sent);
    expect(answer.text).toMatch(/^\[\{"quoteId":/);
    expect(sent).toEqual(
      quotes.map((quote, index) => ({ quoteId: sent[index].quoteId, ...quote })),
    );
    const described = sent.map((quote: TariffQuote) => quoteDescribedBy(keyedHash, quote.quoteId));
    expect(described).toMatchObject([
      { requestId: quoted.requestId, index: 0, yearlyPence: 85_069 },
      { requestId: quoted.requestId, index: 1, yearlyPence: 91_009 },
    ]);
  });

  it('never lets out a field the contract does not name, however deep', () => {
    const quote = makeTariffQuote();
    const leaky = {
      ...priced(quote),
      accountHolder: 'Alex',
      elecRates: quote.elecRates.map((rate) => ({ ...rate, wholesaleCostInPence: 9.87 })),
    };
    const answer = identifyQuotes(keyedHash, quoted, { quotes: [leaky], shared: false }, catalogue);
    expect(answer.text).not.toMatch(/accountHolder|wholesaleCostInPence/);
    expect(JSON.parse(answer.text)).toEqual([{ ...priced(quote), quoteId: expect.any(String) }]);
  });

  it('shapes a quote shared by requests priced alike once, and gives each request its own ids', () => {
    const shared = { quotes: [priced(makeTariffQuote())], shared: true };
    const first = JSON.parse(identifyQuotes(keyedHash, quoted, shared, catalogue).text);
    const again = { ...quoted, requestId: randomUUID() };
    const second = JSON.parse(identifyQuotes(keyedHash, again, shared, catalogue).text);
    expect(second[0].quoteId).not.toBe(first[0].quoteId);
    expect({ ...second[0], quoteId: '' }).toEqual({ ...first[0], quoteId: '' });
  });
});
