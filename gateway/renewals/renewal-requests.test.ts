import { z } from 'zod';
import { accountRenewal, renewalOverview } from '@/lib/gateway/contract/renewals';
import { queryAll, queryValue } from '../db/sql';
import { answerOf, UNKNOWN_ACCOUNT_ANSWER } from '@/tests/gateway/answers';
import { holdDatabase } from '@/tests/gateway/hold-database';
import { createTestGateway, type LoggedIn, type TestGateway } from '@/tests/gateway/test-gateway';

let gateway: TestGateway;
let alex: LoggedIn;
beforeEach(async () => {
  gateway = await createTestGateway();
  alex = await gateway.login('alex@example.com');
});

const overviewOf = async (session: LoggedIn, accountId: number) =>
  (await gateway.as(session, `/api/v1/accounts/${accountId}/renewal`)).json();

async function offersFor(session: LoggedIn, accountId: number) {
  const response = await gateway.as(session, `/api/v1/accounts/${accountId}/quotes`, {
    method: 'POST',
    json: {},
  });
  return (await response.json()) as { quoteId: string; tariffName: string }[];
}

async function renew(session: LoggedIn, accountId: number, body: unknown, key?: string) {
  const response = await gateway.as(session, `/api/v1/accounts/${accountId}/renewals`, {
    method: 'POST',
    json: body,
    headers: key ? { 'Idempotency-Key': key } : {},
  });
  return { status: response.status, body: await response.json() };
}

const renewalCount = () =>
  queryValue(
    gateway.database,
    z.number(),
    gateway.database
      .selectFrom('renewals')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('account_id', '=', 1),
  );

describe('the renewal overview', () => {
  it("says how long Alex's fix holds, when the fee-free window opened, and what So Flex would cost", async () => {
    const overview = await overviewOf(alex, 1);
    expect(renewalOverview.parse(overview)).toEqual(overview);
    // The seed's fix ends 40 days after 15 March 2026; the window opens 49 days before that.
    expect(overview).toMatchObject({
      priceHoldsUntil: '2026-04-24',
      daysPriceHolds: 40,
      windowOpensOn: '2026-03-06',
      variableTariff: { tariffName: 'So Flex', costPerYearInPounds: 1896.71 },
      pendingRenewal: null,
    });
  });

  it("says when offers open for sam's two-year fix in Leeds", async () => {
    const sam = await gateway.login('sam@example.com');
    expect(await overviewOf(sam, 2)).toMatchObject({
      priceHoldsUntil: '2027-07-15',
      daysPriceHolds: 487,
      windowOpensOn: '2027-05-27',
    });
  });

  it('has no end date for a variable tariff, only what staying on it costs', async () => {
    const sam = await gateway.login('sam@example.com');
    expect(await overviewOf(sam, 3)).toMatchObject({
      priceHoldsUntil: null,
      daysPriceHolds: null,
      windowOpensOn: null,
      variableTariff: { tariffName: 'So Flex' },
    });
  });

  it("shows jo's renewal arranged by phone", async () => {
    const jo = await gateway.login('jo@example.com');
    expect((await overviewOf(jo, 4)).pendingRenewal).toMatchObject({
      status: 'Pending',
      tariffName: null,
    });
  });

  it("answers another customer's account exactly as an unknown one (404)", async () => {
    const theirs = await answerOf(await gateway.as(alex, '/api/v1/accounts/2/renewal'));
    expect(theirs).toEqual(UNKNOWN_ACCOUNT_ANSWER);
    expect(await answerOf(await gateway.as(alex, '/api/v1/accounts/999/renewal'))).toEqual(theirs);
  });
});

describe('renewing', () => {
  it('records the chosen offer as a pending renewal of the current agreements, and renew is then closed', async () => {
    const [offer] = await offersFor(alex, 1);
    const { status, body } = await renew(alex, 1, { quoteId: offer?.quoteId });
    expect(status).toBe(201);
    expect(accountRenewal.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      status: 'Pending',
      tariffName: 'So Fixed 12M',
      supplyStartDate: '2026-04-25',
      requestedAt: '2026-03-15T10:00:00.000Z',
    });

    const ending = await queryAll(
      gateway.database,
      z.object({ id: z.number() }),
      gateway.database
        .selectFrom('agreements')
        .select('id')
        .where('account_id', '=', 1)
        .where('end_date', '=', '2026-04-24')
        .orderBy('id'),
    );
    const current = ending.map(({ id }) => id);
    expect(body.agreementIds).toEqual(current);
    expect((await overviewOf(alex, 1)).pendingRenewal).toEqual(body);

    const state = await (await gateway.as(alex, '/api/v1/accounts/1/state')).json();
    expect(state.renewals[0]).toEqual({
      status: 'Pending',
      account_number: state.accountNumber,
      agreement_ids: current,
    });
  });

  it('records one renewal when the same request is sent twice with one Idempotency-Key', async () => {
    const [offer] = await offersFor(alex, 1);
    const first = await renew(alex, 1, { quoteId: offer?.quoteId }, 'renew-key-1');
    const again = await renew(alex, 1, { quoteId: offer?.quoteId }, 'renew-key-1');
    expect(again).toEqual(first);
    expect(await renewalCount()).toBe(1);
  });

  it("refuses a second renewal while one is under way with 403, in the Renew screen's words", async () => {
    const [first, second] = await offersFor(alex, 1);
    await renew(alex, 1, { quoteId: first?.quoteId });
    const { status, body } = await renew(alex, 1, { quoteId: second?.quoteId });
    expect(status).toBe(403);
    expect(body.message).toBe('We are already renewing your tariff.');
  });

  it('records one renewal when two requests for it wait for the database together', async () => {
    const [first, second] = await offersFor(alex, 1);
    const release = holdDatabase(gateway.database);
    const answers = Promise.all([
      renew(alex, 1, { quoteId: first?.quoteId }),
      renew(alex, 1, { quoteId: second?.quoteId }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await release();
    const [renewed, refused] = (await answers).map(({ status }) => status).toSorted();
    expect(renewed).toBe(201);
    // Refused by the section's rule (a renewal pending: 403) where the first had committed when
    // the second was checked, as PostgreSQL may order them; by the renewal's own check (409)
    // where both passed that rule first.
    expect([403, 409]).toContain(refused);
    expect(await renewalCount()).toBe(1);
  });

  it('refuses an offer that is not one of the account’s with 404', async () => {
    const sam = await gateway.login('sam@example.com');
    const [samsOffer] = await offersFor(sam, 3);
    const unknown = await renew(alex, 1, { quoteId: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/could not find that offer/);
    expect((await renew(alex, 1, { quoteId: samsOffer?.quoteId })).status).toBe(404);
  });

  it('refuses an offer more than 30 days old with 422 on the field', async () => {
    const [offer] = await offersFor(alex, 1);
    gateway.clock.advance(31 * 86_400_000);
    // 31 days on, the fix is nearer its end but still current: only the offer's age is wrong.
    const later = await gateway.login('alex@example.com');
    const { status, body } = await renew(later, 1, { quoteId: offer?.quoteId });
    expect(status).toBe(422);
    expect(body.message).toMatch(/offer has ended/);
    expect(body.fields[0].path).toBe('body.quoteId');
  });

  it("refuses an account that cannot renew yet with 403, in the Renew screen's words", async () => {
    const sam = await gateway.login('sam@example.com');
    const { status, body } = await renew(sam, 2, { quoteId: crypto.randomUUID() });
    expect(status).toBe(403);
    expect(body.message).toBe('Your tariff is not ready to renew yet.');
  });

  it.each([
    ['no offer', {}],
    ['an offer id that is not one', { quoteId: 'cheapest' }],
  ])('refuses %s with 400 naming the field', async (_case, body) => {
    const response = await renew(alex, 1, body);
    expect(response.status).toBe(400);
    expect(response.body.fields[0].path).toBe('body.quoteId');
  });

  it("answers another customer's account exactly as an unknown one (404), renewing nothing", async () => {
    const [offer] = await offersFor(alex, 1);
    const sam = await gateway.login('sam@example.com');
    const theirs = await renew(sam, 1, { quoteId: offer?.quoteId });
    expect(theirs).toEqual(UNKNOWN_ACCOUNT_ANSWER);
    expect(await renew(sam, 999, { quoteId: offer?.quoteId })).toEqual(theirs);
    expect(await renewalCount()).toBe(0);
  });
});
