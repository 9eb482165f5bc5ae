import { z } from 'zod';
import { ACCOUNT_ACTIONS } from '@/lib/gateway/contract/account-sections';
import { queryValue } from '../db/sql';
import { answerOf, UNKNOWN_ACCOUNT_ANSWER } from '@/tests/gateway/answers';
import { logIn, quotedHome, signUpTo } from '@/tests/utils/gateway-sign-ups';
import { makeSignupRequest } from '@/tests/utils/make-signup-request';
import { accountIdOf, createTestGateway, type TestGateway } from '@/tests/gateway/test-gateway';
import { NO_SWITCH_ONLINE } from './routes';

// Robin signs up on TEST_NOW, Sunday 15 March 2026 (London): cooling-off runs to 29 March, the
// day the clocks go forward, and the supply starts on 7 April.
const { email, password } = makeSignupRequest().personalDetails;
const MINUTE_MS = 60_000;
const CANCELLED_SUBJECT = 'Your switch to So Energy is cancelled';

let gateway: TestGateway;
let token: string;
let accountId: number;
beforeEach(async () => {
  gateway = await createTestGateway();
  const signedUp = await signUpTo(gateway, await quotedHome(gateway));
  accountId = await accountIdOf(gateway, signedUp.body.accountNumber);
  token = (await logIn(gateway, email, password)).token;
});

const call = (path: string, init: RequestInit = {}, bearer = token) =>
  gateway.request(`/api/v1/accounts/${accountId}${path}`, {
    ...init,
    headers: { ...init.headers, authorization: `Bearer ${bearer}` },
  });
const tracker = async () => answerOf(await call('/switch'));
const cancel = async (key?: string) =>
  answerOf(
    await call('/switch/cancellation', {
      method: 'POST',
      headers: key ? { 'Idempotency-Key': key } : {},
    }),
  );
const cancellations = () =>
  queryValue(
    gateway.database,
    z.number(),
    gateway.database.selectFrom('switch_cancellations').select((eb) => eb.fn.countAll().as('n')),
  );
const cancelledEmails = async () =>
  (await gateway.outbox()).filter((message) => message.subject === CANCELLED_SUBJECT);
/** Moves the clock to an instant, given in UTC, and logs in again then. */
async function moveTo(iso: string) {
  gateway.clock.advance(Date.parse(iso) - gateway.clock.now().getTime());
  token = (await logIn(gateway, email, password)).token;
}

describe('GET /api/v1/accounts/{id}/switch', () => {
  it("gives a new sign-up's stages, dated from its sign-up and supply start, with cooling-off under way", async () => {
    const { status, body } = await tracker();
    expect(status).toBe(200);
    expect(body).toEqual({
      progress: {
        stages: [
          { key: 'signedUp', from: '2026-03-15', to: '2026-03-15', state: 'done' },
          { key: 'coolingOff', from: '2026-03-15', to: '2026-03-29', state: 'now' },
          { key: 'supplierNotified', from: '2026-03-30', to: '2026-03-30', state: 'toCome' },
          { key: 'switchDate', from: '2026-04-07', to: '2026-04-07', state: 'toCome' },
          { key: 'openingReading', from: '2026-04-04', to: '2026-04-10', state: 'toCome' },
          { key: 'firstBill', from: '2026-05-07', to: '2026-05-07', state: 'toCome' },
        ],
        coolingOffEndsOn: '2026-03-29',
        canCancel: true,
        openingReadingDue: false,
        cancelledOn: null,
      },
    });
  });

  it('asks for the opening readings in the week around the switch date', async () => {
    await moveTo('2026-04-03T12:00:00Z');
    expect((await tracker()).body).toMatchObject({ progress: { openingReadingDue: false } });
    await moveTo('2026-04-04T12:00:00Z');
    expect((await tracker()).body).toMatchObject({
      progress: { openingReadingDue: true, canCancel: false },
    });
  });

  it('has nothing to follow for an account already supplied', async () => {
    const alex = await gateway.login('alex@example.com');
    const answer = await answerOf(await gateway.as(alex, '/api/v1/accounts/1/switch'));
    expect(answer).toEqual({ status: 200, body: { progress: null } });
  });

  it("answers someone else's account as one that does not exist", async () => {
    const alex = await gateway.login('alex@example.com');
    expect(await answerOf(await call('/switch', {}, alex.token))).toEqual(UNKNOWN_ACCOUNT_ANSWER);
    expect(
      await answerOf(await call('/switch/cancellation', { method: 'POST' }, alex.token)),
    ).toEqual(UNKNOWN_ACCOUNT_ANSWER);
    expect(await cancellations()).toBe(0);
  });
});

describe('POST /api/v1/accounts/{id}/switch/cancellation', () => {
  it('cancels within cooling-off, emails the customer once, and the tracker shows it cancelled', async () => {
    const { status, body } = await cancel('cancel-1');
    expect(status).toBe(201);
    expect(body).toEqual({ cancelledOn: '2026-03-15', cancelledAt: '2026-03-15T10:00:00.000Z' });
    expect((await tracker()).body).toMatchObject({
      progress: { cancelledOn: '2026-03-15', canCancel: false },
    });
    const [sent, ...more] = await cancelledEmails();
    expect(more).toEqual([]);
    expect(sent?.recipient).toBe(email);
    expect(sent?.body).toMatch(
      /we have cancelled the switch of .+ to So Energy \(account 5\d{7}\)/,
    );
    expect(sent?.body).toContain('We will not take any Direct Debit');
  });

  it('is idempotent: the same key replays the answer, another request gives the same cancellation, one email', async () => {
    const first = await cancel('cancel-1');
    gateway.clock.advance(MINUTE_MS);
    expect(await cancel('cancel-1')).toEqual(first);
    expect(await cancel('cancel-2')).toEqual({ status: 201, body: first.body });
    expect(await cancellations()).toBe(1);
    expect(await cancelledEmails()).toHaveLength(1);
  });

  it('cancels once when two requests with different keys arrive together', async () => {
    const [first, second] = await Promise.all([cancel('cancel-a'), cancel('cancel-b')]);
    expect(first).toMatchObject({ status: 201 });
    expect(second).toEqual(first);
    expect(await cancellations()).toBe(1);
    expect(await cancelledEmails()).toHaveLength(1);
  });

  it('cancels on the last day of cooling-off in London (late evening, summer time)', async () => {
    await moveTo('2026-03-29T22:30:00Z');
    expect(await cancel()).toMatchObject({ status: 201, body: { cancelledOn: '2026-03-29' } });
  });

  it('refuses once cooling-off is over in London, in words with our number, writing nothing', async () => {
    // 00:30 on 30 March in London, while still 29 March in UTC.
    await moveTo('2026-03-29T23:30:00Z');
    expect(await cancel()).toEqual({
      status: 422,
      body: {
        statusCode: 422,
        message:
          'Your cooling-off period ended on 29 March 2026, so the switch can no longer be ' +
          'cancelled online. Please call us on 0330 111 5050 (Monday to Friday, 9am to 5pm) and ' +
          'we will tell you what you can do.',
      },
    });
    expect(await cancellations()).toBe(0);
    expect(await cancelledEmails()).toEqual([]);
    expect((await tracker()).body).toMatchObject({ progress: { canCancel: false } });
  });

  it("refuses an account we already supply with 403 in the permission table's words", async () => {
    const alex = await gateway.login('alex@example.com');
    const answer = await answerOf(
      await gateway.as(alex, '/api/v1/accounts/1/switch/cancellation', { method: 'POST' }),
    );
    expect(answer).toEqual({
      status: 403,
      body: { statusCode: 403, message: ACCOUNT_ACTIONS.cancelSwitch.customer[0].reason },
    });
    expect(answer.body).toMatchObject({ message: /call us on 0330 111 5050/ });
    expect(await cancellations()).toBe(0);
  });

  it('refuses a locked account opened some other way than by signing up online, in words', async () => {
    const lee = await gateway.login('lee@example.com');
    const lees = await accountIdOf(gateway, '40711852');
    const answer = await answerOf(
      await gateway.as(lee, `/api/v1/accounts/${lees}/switch/cancellation`, { method: 'POST' }),
    );
    expect(answer).toEqual({ status: 422, body: { statusCode: 422, message: NO_SWITCH_ONLINE } });
    expect((await answerOf(await gateway.as(lee, `/api/v1/accounts/${lees}/switch`))).body).toEqual(
      { progress: null },
    );
    expect(await cancellations()).toBe(0);
  });
});
