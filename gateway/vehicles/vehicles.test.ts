import { createTestGateway, type TestGateway } from '@/tests/gateway/test-gateway';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await createTestGateway();
});

async function check(registrationPlate: unknown) {
  const response = await gateway.request('/api/v1/dvla/checkVehicleIsEv', {
    method: 'POST',
    json: { registrationPlate },
  });
  return { status: response.status, body: await response.json() };
}

describe('POST /api/v1/dvla/checkVehicleIsEv', () => {
  it.each([
    ['ev21 ltd', { found: true, isEv: true, make: 'TESLA', model: 'MODEL 3' }],
    ['LK72ZPW', { found: true, isEv: true, make: 'NISSAN', model: 'LEAF' }],
    ['AB12 CDE', { found: true, isEv: false, make: 'FORD', model: 'FIESTA' }],
    ['HX18 KTO', { found: true, isEv: false, make: 'TOYOTA', model: 'PRIUS' }],
    ['P123 ABC', { found: true, isEv: false, make: 'ROVER', model: '200' }],
    ['GHJ 482T', { found: true, isEv: false, make: 'FORD', model: 'CORTINA' }],
    ['ZZ99 ZZZ', { found: false, isEv: false, make: null, model: null }],
  ])('answers for %s from the register', async (plate, answer) => {
    expect(await check(plate)).toEqual({ status: 200, body: answer });
  });

  it.each(['', 'AB12CDEF', '12AB CDE', 'AB-12-CDE', 42])('refuses %j with 400', async (plate) => {
    const { status, body } = await check(plate);
    expect(status).toBe(400);
    expect(body.fields).toEqual([
      { path: 'body.registrationPlate', message: 'Enter a UK registration number, like AB12 CDE' },
    ]);
  });
});
