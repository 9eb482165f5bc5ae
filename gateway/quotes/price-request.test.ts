import { quoteRequest } from '@/lib/gateway/contract/quotes';
import { makeQuoteRequest } from '@/tests/utils/make-quote-request';
import { productsOnSaleIn, type CatalogueProduct } from '../pricing/catalogue';
import { createTestGateway, TEST_NOW } from '@/tests/gateway/test-gateway';
import { priceRequest } from './price-request';

const LONDON = 12;
let products: readonly CatalogueProduct[];
beforeAll(async () => {
  products = await productsOnSaleIn((await createTestGateway()).database, LONDON);
});

const request = (overrides: Parameters<typeof makeQuoteRequest>[0]) =>
  quoteRequest.parse(makeQuoteRequest({ postcode: 'N7 8JE', ...overrides }));

describe('priceRequest', () => {
  it('shares the quotes of homes of typical use that ask alike', () => {
    const first = priceRequest(request({ estimatedUsageType: 'LOW' }), products, TEST_NOW);
    const again = priceRequest(request({ estimatedUsageType: 'LOW' }), products, TEST_NOW);
    expect(again).toBe(first);
    expect(first.shared).toBe(true);
    const larger = priceRequest(request({ estimatedUsageType: 'HIGH' }), products, TEST_NOW);
    expect(larger).not.toEqual(first);
  });

  it('prices a home’s own kWh each time, alike but kept by no one', () => {
    const ownUse = request({
      estimatedUsageType: 'EXACT_AMOUNT',
      electricityUsagePerYearInKwh: '3100',
      gasUsagePerYearInKwh: '11000',
    });
    const first = priceRequest(ownUse, products, TEST_NOW);
    const again = priceRequest(ownUse, products, TEST_NOW);
    expect(again.quotes).not.toBe(first.quotes);
    expect(again.quotes).toEqual(first.quotes);
    expect(first.shared).toBe(false);
    expect(first.quotes[0]).toMatchObject({ elecConsumptionPerYearInKwh: 3100 });
  });

  it('prices again from a catalogue’s new version', () => {
    const medium = request({ estimatedUsageType: 'MEDIUM' });
    const first = priceRequest(medium, products, TEST_NOW);
    const newVersion = products.map((product) => ({ ...product }));
    const repriced = priceRequest(medium, newVersion, TEST_NOW);
    expect(repriced.quotes).not.toBe(first.quotes);
    expect(repriced.quotes).toEqual(first.quotes);
  });
});
