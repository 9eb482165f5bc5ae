import type { SupplyAddress } from '@/lib/gateway/contract/addresses';
import { isValidMpanCore } from '@/lib/gateway/contract/meter-numbers';
import { POSTCODE_AREAS } from '@/lib/gateway/contract/postcode';
import { createTestGateway, type TestGateway } from '@/tests/gateway/test-gateway';
import { addressesAt, meterTypeOfMpan } from './address-register';
import { REGION_IDS } from '@/lib/gateway/contract/regions';
import { placeOf } from './regions';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await createTestGateway();
});

async function lookUp(postcode: string) {
  const response = await gateway.request(`/api/v1/addresses/${encodeURIComponent(postcode)}`);
  return { status: response.status, body: await response.json() };
}

describe('GET /api/v1/addresses/{postcode}', () => {
  it('reads a postcode in any case and spacing, and gives the same homes every time', async () => {
    const answers = await Promise.all(['BS7 9JN', 'bs79jn', '  Bs7   9jN '].map(lookUp));
    for (const { status, body } of answers) {
      expect(status).toBe(200);
      expect(body).toEqual(answers[0]?.body);
    }
    expect(answers[0]?.body.postcode).toBe('BS7 9JN');
    expect(addressesAt('BS7 9JN')).toEqual(answers[0]?.body.addresses);
  });

  it('gives each home a valid MPAN for its region, an MPRN where it has gas, and its meter', async () => {
    const { body } = await lookUp('BS7 9JN');
    const homes: SupplyAddress[] = body.addresses;
    expect(homes.length).toBeGreaterThan(0);
    expect(new Set(homes.map((home) => home.uprn)).size).toBe(homes.length);
    for (const home of homes) {
      expect(home).toMatchObject({
        town: 'Bristol',
        postcode: 'BS7 9JN',
        region: { id: 22, name: 'South Western' },
      });
      expect(isValidMpanCore(home.mpan)).toBe(true);
      expect(home.mpan.slice(0, 2)).toBe('22');
      expect(home.mprn === null || /^[1-9]\d{9}$/.test(home.mprn)).toBe(true);
      expect(home.meterType).toBe(meterTypeOfMpan(home.mpan));
    }
  });

  it('makes up plausible streets: houses, flats, meters of every kind, homes with and without gas', () => {
    const homes = [
      'SW9 8LA',
      'LS6 2AP',
      'M20 1HB',
      'G12 9UP',
      'CF11 9HB',
      'NR2 4SE',
      'PL4 8AA',
      'EH3 9DR',
    ].flatMap(addressesAt);
    expect(homes.some((home) => home.line1.startsWith('Flat'))).toBe(true);
    expect(homes.some((home) => /^\d+ /.test(home.line1))).toBe(true);
    expect(new Set(homes.map((home) => home.meterType))).toEqual(
      new Set(['smart', 'standard', 'economy7']),
    );
    expect(homes.some((home) => home.mprn === null)).toBe(true);
    expect(homes.some((home) => home.mprn !== null)).toBe(true);
  });

  it.each(['SW1A', 'QQ1 1AA', '12345', 'SW1A 1AC', 'ZZ99 9ZZ'])(
    'refuses %s with 400',
    async (postcode) => {
      const { status, body } = await lookUp(postcode);
      expect(status).toBe(400);
      expect(body.fields).toEqual([
        { path: 'params.postcode', message: 'Enter a valid UK postcode' },
      ]);
    },
  );

  it('says clearly that Northern Ireland is not supplied', async () => {
    const { status, body } = await lookUp('BT1 5GS');
    expect(status).toBe(422);
    expect(body.message).toBe("We don't supply Northern Ireland yet.");
  });

  it.each(['SW1A 0AA', 'EC2R 8AH', 'BX1 1LT'])(
    'lists no homes at %s, used only by businesses',
    async (postcode) => {
      const { status, body } = await lookUp(postcode);
      expect(status).toBe(200);
      expect(body.addresses).toEqual([]);
    },
  );
});

describe('regions', () => {
  it.each([
    ['CB2 1TN', 10],
    ['NG1 5FS', 11],
    ['EC1A 1BB', 12],
    ['L1 8JQ', 13],
    ['B1 1BB', 14],
    ['NE1 4ST', 15],
    ['M1 1AE', 16],
    ['AB10 1XG', 17],
    ['EH1 1YZ', 18],
    ['BN1 1AA', 19],
    ['SO14 7DU', 20],
    ['CF10 1EP', 21],
    ['EX1 1AA', 22],
    ['LS1 4DY', 23],
  ])('%s is in region %i', (postcode, id) => {
    expect(placeOf(postcode)).toMatchObject({ kind: 'supplied', region: { id } });
  });

  it('places every postcode area of Great Britain in one of the 14 regions', () => {
    const outside: Record<string, string> = {
      BT: 'not-supplied',
      GY: 'not-supplied',
      JE: 'not-supplied',
      IM: 'not-supplied',
      BF: 'non-geographic',
      BX: 'non-geographic',
    };
    const regions = new Set<number>();
    for (const area of POSTCODE_AREAS) {
      const place = placeOf(`${area}1 1AA`);
      expect(place.kind, area).toBe(outside[area] ?? 'supplied');
      if (place.kind === 'supplied') regions.add(place.region.id);
    }
    expect([...regions].sort()).toEqual([...REGION_IDS].sort());
  });
});
