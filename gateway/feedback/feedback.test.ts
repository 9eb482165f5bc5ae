import { z } from 'zod';
import {
  ALEX_RATING_CODE,
  makeSwitchRatingRequest,
  ratingCodeFor,
} from '@/tests/utils/make-page-block-requests';
import { quotedHome, signUpTo } from '@/tests/utils/gateway-sign-ups';
import { queryAll } from '../db/sql';
import { createTestGateway, type TestGateway } from '@/tests/gateway/test-gateway';

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway();
});

const rate = (body: unknown) =>
  gateway.request('/api/v1/feedback/switch-rating', { method: 'POST', json: body });

const ratings = () =>
  queryAll(
    gateway.database,
    z.object({ accountId: z.number(), stars: z.number(), comment: z.string().nullable() }),
    gateway.database
      .selectFrom('switch_ratings')
      .select(['account_id as accountId', 'stars', 'comment']),
  );

describe('POST /api/v1/feedback/switch-rating', () => {
  it('records a rating with its comment', async () => {
    const response = await rate(makeSwitchRatingRequest({ stars: 5, comment: ' Quick and easy ' }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ reference: ALEX_RATING_CODE, stars: 5 });
    expect(await ratings()).toEqual([{ accountId: 1, stars: 5, comment: 'Quick and easy' }]);
  });

  it('answers a second, different rating for the same reference with 409 and keeps the first', async () => {
    await rate(makeSwitchRatingRequest({ stars: 4 }));
    const second = await rate(makeSwitchRatingRequest({ stars: 1, comment: 'Changed my mind' }));
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({
      message: 'You have already rated this switch, so we have kept your first rating. Thank you!',
      statusCode: 409,
    });
    expect(await ratings()).toEqual([{ accountId: 1, stars: 4, comment: null }]);
  });

  it('accepts the same rating sent again (a retry) without a second row', async () => {
    await rate(makeSwitchRatingRequest());
    expect((await rate(makeSwitchRatingRequest())).status).toBe(201);
    expect(await ratings()).toHaveLength(1);
  });

  it('answers a code it did not sign exactly as one for an account that does not exist', async () => {
    const unknownAccount = await rate(
      makeSwitchRatingRequest({ reference: ratingCodeFor('99999999') }),
    );
    const forged = await rate(makeSwitchRatingRequest({ reference: `40318275-${'0'.repeat(32)}` }));
    const anotherAccountsSignature = await rate(
      makeSwitchRatingRequest({ reference: `40277403-${ALEX_RATING_CODE.split('-')[1]}` }),
    );
    for (const response of [unknownAccount, forged, anotherAccountsSignature]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        message:
          'We could not find a switch from that link. Please use the link in your welcome email.',
        statusCode: 404,
      });
    }
    expect(await ratings()).toEqual([]);
  });

  it('takes a rating from the link in a new customer’s welcome email', async () => {
    const { status, body } = await signUpTo(gateway, await quotedHome(gateway));
    expect(status).toBe(201);
    const welcome = (await gateway.outbox()).find(({ subject }) => subject.startsWith('Welcome'));
    const code = /\/reviews\?ref=(\d{8}-[0-9a-f]{32})/.exec(welcome?.body ?? '')?.[1];
    expect(code).toBe(ratingCodeFor(body.accountNumber));
    const response = await rate(makeSwitchRatingRequest({ reference: code, stars: 5 }));
    expect(response.status).toBe(201);
  });

  it('refuses a bare account number, which anyone could try', async () => {
    const response = await rate(makeSwitchRatingRequest({ reference: '40318275' }));
    expect(response.status).toBe(400);
    expect((await response.json()).fields[0].path).toBe('body.reference');
  });

  it.each([
    [{ stars: 0 }, 'body.stars'],
    [{ stars: 6 }, 'body.stars'],
    [{ stars: 3.5 }, 'body.stars'],
    [{ reference: 'ALEX' }, 'body.reference'],
    [{ comment: 'x'.repeat(1_001) }, 'body.comment'],
  ])('refuses %j with 400 naming %s', async (overrides, path) => {
    const response = await rate(makeSwitchRatingRequest(overrides));
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toContainEqual(expect.objectContaining({ path }));
  });
});
