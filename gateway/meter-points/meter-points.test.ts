import type { SupplyAddress } from '@/lib/gateway/contract/addresses';
import { mpanCore } from '../seed/meter-numbers';
import { createTestGateway, type TestGateway } from '@/tests/gateway/test-gateway';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await createTestGateway();
});

const path = (ref: string | number) => `/api/v1/meterPoints/${ref}/checkEvTariffEligibility`;

async function homeWith(meterType: SupplyAddress['meterType']): Promise<SupplyAddress> {
  const response = await gateway.request(`/api/v1/addresses/${encodeURIComponent('BS7 9JN')}`);
  const home = (await response.json()).addresses.find(
    (address: SupplyAddress) => address.meterType === meterType,
  );
  if (!home) throw new Error(`BS7 9JN has a home with a ${meterType} meter`);
  return home;
}

describe('GET /api/v1/meterPoints/{id}/checkEvTariffEligibility', () => {
  it.each([
    ['smart', true],
    ['standard', false],
    ['economy7', false],
  ] as const)(
    "answers anyone for a prospect's MPAN with a %s meter",
    async (meterType, eligible) => {
      const response = await gateway.request(path((await homeWith(meterType)).mpan));
      expect(response.status).toBe(200);
      const answer = await response.json();
      expect(answer.eligible).toBe(eligible);
      expect(answer.reason).toMatch(
        eligible ? /smart meter can use/ : /needs a smart electricity meter/,
      );
    },
  );

  it('answers with what we know of a meter we already supply', async () => {
    // Sam's Cardiff flat has an Economy 7 meter, whatever its MPAN's digits would suggest.
    const response = await gateway.request(path(mpanCore(21, 6_602_118_935)));
    expect((await response.json()).eligible).toBe(false);
  });

  it.each([
    ['a wrong check digit', '2212345678901'],
    ['no distribution region', mpanCore(99, 1)],
  ])('answers 404 for an MPAN with %s', async (_case, mpan) => {
    expect((await gateway.request(path(mpan))).status).toBe(404);
  });

  it("answers a customer for their own meter points, by id, and anyone else's as unknown", async () => {
    const alex = await gateway.login('alex@example.com');
    const electricity = await gateway.as(alex, path(1));
    expect(await electricity.json()).toEqual({
      eligible: true,
      reason: 'Your smart meter can use our EV tariff.',
    });
    const gas = await (await gateway.as(alex, path(2))).json();
    expect(gas).toMatchObject({ eligible: false, reason: expect.stringMatching(/not gas/) });
    // Someone else's meter point is answered exactly as one that does not exist.
    const sam = await gateway.login('sam@example.com');
    const theirs = await gateway.as(sam, path(1));
    expect(theirs.status).toBe(404);
    const unknown = await gateway.as(sam, path(999_999));
    expect(await theirs.json()).toEqual(await unknown.json());
    expect(unknown.status).toBe(404);
    expect((await gateway.request(path(1))).status).toBe(401);
  });
});
