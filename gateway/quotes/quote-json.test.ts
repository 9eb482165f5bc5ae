import { quoteRequest, type QuoteRequest } from '@/lib/gateway/contract/quotes';
import { tariffQuote } from '@/lib/gateway/contract/tariff-quote';
import { makeQuoteRequest } from '@/tests/utils/make-quote-request';
import { placeOf } from '../addresses/regions';
import { productsOnSaleIn, type CatalogueProduct } from '../pricing/catalogue';
import type { PricedQuote } from '../pricing/quote-tariffs';
import { createTestGateway, TEST_NOW, type TestGateway } from '@/tests/gateway/test-gateway';
import { priceRequest } from './price-request';
import { quoteJsonAfterId } from './quote-json';

const pricedQuote = tariffQuote.omit({ quoteId: true });
const written = (quote: PricedQuote, products: readonly CatalogueProduct[]): unknown =>
  JSON.parse(`{${quoteJsonAfterId(quote, products)}`);

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await createTestGateway();
});

async function productsAt(postcode: string): Promise<readonly CatalogueProduct[]> {
  const place = placeOf(postcode);
  if (place.kind !== 'supplied') throw new Error(`${postcode} is not supplied`);
  return productsOnSaleIn(gateway.database, place.region.id);
}

/** Homes of every kind: each fuel, meter, use and EV wish, typical and from their bills. */
function homes(): Partial<QuoteRequest>[] {
  const uses: Partial<QuoteRequest>[] = [
    { estimatedUsageType: 'LOW' },
    { estimatedUsageType: 'HIGH' },
    { estimatedUsageType: 'EXACT_AMOUNT', electricityUsagePerYearInKwh: '3187' },
    { estimatedUsageType: 'EXACT_AMOUNT', electricityUsagePerYearInKwh: '4421' },
  ];
  return (['DUAL_FUEL', 'ELECTRICITY_ONLY', 'GAS_ONLY'] as const).flatMap((fuelType) =>
    [true, false].flatMap((hasEconomySevenMeter) =>
      [true, false].flatMap((generateQuotesForEvTariffs) =>
        uses.map((use) => ({
          fuelType,
          hasEconomySevenMeter: fuelType !== 'GAS_ONLY' && hasEconomySevenMeter,
          generateQuotesForEvTariffs,
          ...use,
          electricityUsagePerYearInKwh:
            fuelType === 'GAS_ONLY' ? '' : (use.electricityUsagePerYearInKwh ?? ''),
          gasUsagePerYearInKwh:
            use.estimatedUsageType === 'EXACT_AMOUNT' && fuelType !== 'ELECTRICITY_ONLY'
              ? '12873'
              : '',
        })),
      ),
    ),
  );
}

describe('quoteJsonAfterId', () => {
  it('writes every quote, of every kind of home, as the contract shapes it', async () => {
    let quotes = 0;
    for (const postcode of ['N7 8JE', 'G12 9UP', 'CF10 1EP']) {
      const products = await productsAt(postcode);
      for (const home of homes()) {
        const request = quoteRequest.parse(makeQuoteRequest({ postcode, ...home }));
        for (const quote of priceRequest(request, products, TEST_NOW).quotes) {
          expect(written(quote, products)).toEqual(pricedQuote.parse(quote));
          quotes += 1;
        }
      }
    }
    expect(quotes).toBeGreaterThan(300);
  });

  it('writes the terms of a catalogue’s new version, not those of the one before', async () => {
    const products = await productsAt('N7 8JE');
    const request = quoteRequest.parse(makeQuoteRequest({ postcode: 'N7 8JE' }));
    const [before] = priceRequest(request, products, TEST_NOW).quotes;
    const repriced = products.map((product) => ({
      ...product,
      standingChargeX100: product.standingChargeX100 + 500,
    }));
    const [after] = priceRequest(request, repriced, TEST_NOW).quotes;
    if (!before || !after) throw new Error('No quote for a typical London home');
    expect(written(before, products)).toEqual(pricedQuote.parse(before));
    expect(written(after, repriced)).toEqual(pricedQuote.parse(after));
    expect(written(after, repriced)).toMatchObject({
      elecStandingChargeInPence: before.elecStandingChargeInPence! + 5,
    });
  });

  it('writes each day’s dates, however the days come', async () => {
    const products = await productsAt('N7 8JE');
    const request = quoteRequest.parse(makeQuoteRequest({ postcode: 'N7 8JE' }));
    const days = [0, 3, 0].map((later) => new Date(TEST_NOW.getTime() + later * 86_400_000));
    const quotes = days.map((day) => priceRequest(request, products, day).quotes[0]);
    expect(new Set(quotes.map((quote) => quote?.supplyStartDate)).size).toBe(2);
    for (const quote of quotes) {
      if (!quote) throw new Error('No quote for a typical London home');
      expect(written(quote, products)).toEqual(pricedQuote.parse(quote));
    }
  });
});
