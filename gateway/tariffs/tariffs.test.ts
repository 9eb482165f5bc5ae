import type { TariffPriceList } from '@/lib/gateway/contract/tariffs';
import { createTestGateway, type TestGateway } from '@/tests/gateway/test-gateway';

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway();
});

async function pricesIn(region: string): Promise<TariffPriceList> {
  const response = await gateway.request(`/api/v1/tariffs?region=${region}`);
  expect(response.status).toBe(200);
  return (await response.json()) as TariffPriceList;
}

const tariffNamed = (list: TariffPriceList, name: string) =>
  list.tariffs.find((tariff) => tariff.name === name);

describe('GET /api/v1/tariffs', () => {
  it("answers every tariff on sale with the region's prices", async () => {
    const london = await pricesIn('12');
    expect(london.region).toEqual({ id: 12, name: 'London' });
    expect(london.tariffs.map((tariff) => tariff.name)).toEqual([
      'So EV 12M',
      'So Fixed 12M',
      'So Fixed 24M',
      'So Flex',
      'So Green Fixed 12M',
      'So Tracker',
    ]);
  });

  it('prices the variable tariff at the price cap, per meter, VAT included', async () => {
    expect(tariffNamed(await pricesIn('12'), 'So Flex')).toEqual({
      name: 'So Flex',
      pricing: 'variable',
      kind: 'standard',
      lengthMonths: null,
      exitFeePerFuelInPence: 0,
      electricity: [
        {
          code: 'SOOC-FLEX-E',
          meterProfile: 'standard',
          standingChargeInPence: 45.47,
          unitRates: [{ name: 'standard', unitRateInPence: 27.56 }],
        },
        {
          code: 'SOOC-FLEX-E7',
          meterProfile: 'eco7',
          standingChargeInPence: 45.47,
          unitRates: [
            { name: 'day', unitRateInPence: 31.42 },
            { name: 'night', unitRateInPence: 14.61 },
          ],
        },
      ],
      gas: { code: 'SOOC-FLEX-G', standingChargeInPence: 35.26, unitRateInPence: 5.99 },
    });
  });

  it('gives a fixed tariff its length and exit fee, and its share of the cap', async () => {
    const fixed = tariffNamed(await pricesIn('12'), 'So Fixed 12M');
    expect(fixed).toMatchObject({
      pricing: 'fixed',
      lengthMonths: 12,
      exitFeePerFuelInPence: 5000,
    });
    expect(fixed?.electricity[0]?.unitRates).toEqual([
      { name: 'standard', unitRateInPence: 25.36 },
    ]);
  });

  it('lists the EV tariff with its peak and off-peak rates, and the tracker without Economy 7', async () => {
    const london = await pricesIn('12');
    const ev = tariffNamed(london, 'So EV 12M');
    expect(ev?.kind).toBe('ev');
    expect(ev?.electricity).toHaveLength(1);
    expect(ev?.electricity[0]?.meterProfile).toBe('tou');
    expect(ev?.electricity[0]?.unitRates.map((rate) => rate.name)).toEqual([
      'SO EV Peak',
      'SO EV Off-Peak',
    ]);
    expect(ev?.electricity[0]?.unitRates[1]?.unitRateInPence).toBe(8.5);
    const tracker = tariffNamed(london, 'So Tracker');
    expect(tracker?.electricity.map((product) => product.meterProfile)).toEqual(['standard']);
  });

  it('answers each region with its own prices', async () => {
    const london = tariffNamed(await pricesIn('12'), 'So Flex');
    const merseyside = tariffNamed(await pricesIn('13'), 'So Flex');
    expect(merseyside?.electricity[0]?.standingChargeInPence).toBe(69.95);
    expect(london?.electricity[0]?.standingChargeInPence).toBe(45.47);
  });

  it.each(['9', '24', 'london', '012', ''])('refuses region %j with 400', async (region) => {
    const response = await gateway.request(`/api/v1/tariffs?region=${region}`);
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual([
      { path: 'query.region', message: expect.any(String) },
    ]);
  });
});
