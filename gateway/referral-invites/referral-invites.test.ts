import { execute } from '../db/sql';
import { createTestGateway, type TestGateway } from '@/tests/gateway/test-gateway';

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway();
});

const invite = (code: string) => gateway.request(`/api/v1/referrals/${code}`);

describe('GET /api/v1/referrals/{code}', () => {
  it("answers a customer's code with their first name only and the £50 offer", async () => {
    const response = await invite('ALEX-M7Q2');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      code: 'ALEX-M7Q2',
      referrerFirstName: 'Alex',
      rewardPence: 5_000,
    });
  });

  it('reads a code in any case', async () => {
    expect(await (await invite('sam-p4k8')).json()).toMatchObject({ referrerFirstName: 'Sam' });
  });

  it('answers an unknown code with 404 and a message for the friend', async () => {
    const response = await invite('NOBODY-123');
    expect(response.status).toBe(404);
    expect((await response.json()).message).toBe(
      'We could not find that referral code. Please check the link your friend sent you.',
    );
  });

  it('treats a blacklisted voucher (Lee) like an unknown code', async () => {
    expect((await invite('LEE-T5R1')).status).toBe(404);
  });

  it('answers 404 for every code while referrals are switched off', async () => {
    await execute(
      gateway.database,
      gateway.database
        .updateTable('settings')
        .set({ value: 'true' })
        .where('key', '=', 'refer_disabled_globally'),
    );
    expect((await invite('ALEX-M7Q2')).status).toBe(404);
  });

  it('refuses a malformed code with 400 naming params.code', async () => {
    const response = await invite('%3Cscript%3E');
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual([
      expect.objectContaining({ path: 'params.code' }),
    ]);
  });
});
