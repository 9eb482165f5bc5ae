import {
  ALEX_RATING_CODE,
  makeContactRequest,
  makeVoteRequest,
} from '@/tests/utils/make-page-block-requests';
import { serveTestGatewayForEachTest } from '@/tests/utils/test-gateway-fetch';
import { GatewayError } from './gateway-error';
import { sendContactMessage } from './contact-messages';
import { createEvReminder } from './ev-reminders';
import { getReferralInvite } from './referral-invites';
import { rateSwitch } from './switch-ratings';
import { getTariffPrices } from './tariff-prices';
import { castVote, getPollResults } from './votes';

const served = serveTestGatewayForEachTest();

describe("the marketing site's page-block gateway calls", () => {
  it('read a referral invitation, and fail with a 404 GatewayError for an unknown code', async () => {
    await expect(getReferralInvite('ALEX-M7Q2')).resolves.toEqual({
      code: 'ALEX-M7Q2',
      referrerFirstName: 'Alex',
      rewardPence: 5_000,
    });
    await expect(getReferralInvite('NOBODY-1')).rejects.toMatchObject({
      name: 'GatewayError',
      statusCode: 404,
    });
    expect(served().requests[0]?.url).toBe('http://localhost/api/v1/referrals/ALEX-M7Q2');
  });

  it("read a region's tariff prices, asking for the region in the query", async () => {
    const list = await getTariffPrices(22);
    expect(list.region).toEqual({ id: 22, name: 'South Western' });
    expect(list.tariffs.length).toBeGreaterThan(0);
    expect(served().requests[0]?.url).toBe('http://localhost/api/v1/tariffs?region=22');
  });

  it('cast a vote and read the results', async () => {
    const outcome = await castVote(
      'next-green-generator',
      makeVoteRequest({ optionId: 'solar-farms' }),
    );
    expect(outcome).toMatchObject({ counted: true, yourVote: 'solar-farms', totalVotes: 1 });
    await expect(getPollResults('next-green-generator')).resolves.toMatchObject({
      results: [{ optionId: 'solar-farms', votes: 1, percentage: 100 }],
    });
  });

  it('send a contact message with its Idempotency-Key', async () => {
    const receipt = await sendContactMessage(makeContactRequest(), { idempotencyKey: 'key-1' });
    expect(receipt.reference).toMatch(/^SO-/);
    expect(served().requests[0]?.headers.get('idempotency-key')).toBe('key-1');
  });

  it('set a reminder and rate a switch, failing with the fields the gateway names', async () => {
    await expect(
      createEvReminder({ email: 'sol@example.com', remindOn: '2026-04-01', consent: true }),
    ).resolves.toEqual({ email: 'sol@example.com', remindOn: '2026-04-01' });
    await expect(rateSwitch({ reference: ALEX_RATING_CODE, stars: 5 })).resolves.toEqual({
      reference: ALEX_RATING_CODE,
      stars: 5,
    });
    const error = await createEvReminder({
      email: 'sol@example.com',
      remindOn: '2020-01-01',
      consent: true,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).fields).toEqual([
      { path: 'body.remindOn', message: 'Choose today or a later date' },
    ]);
  });
});
