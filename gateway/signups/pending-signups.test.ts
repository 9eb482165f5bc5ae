import type { Compilable } from 'kysely';
import { z } from 'zod';
import { SIGNUP_LINK_EXPIRED_MESSAGE, SIGNUP_LINK_DAYS } from '@/lib/gateway/contract/signup-links';
import { execute, queryValue } from '../db/sql';
import { DEMO_PASSWORD } from '../seed/personas';
import { snapshotRows } from '@/tests/gateway/db-snapshot';
import {
  emailedToken,
  HOME_WAITING_SUBJECT,
  logIn,
  quotedHome,
  signUpTo,
  WELCOME_SUBJECT,
  type QuotedHome,
} from '@/tests/utils/gateway-sign-ups';
import { createTestGateway, type TestGateway } from '@/tests/gateway/test-gateway';
import { ALREADY_SIGNED_UP_MESSAGE } from './check-signup';

const DAY_MS = 86_400_000;
const STRANGERS_PASSWORD = 'copper kettle meadow';

let gateway: TestGateway;
let home: QuotedHome;
beforeEach(async () => {
  gateway = await createTestGateway();
  home = await quotedHome(gateway);
});

const count = async (query: Compilable<unknown>) =>
  Number(await queryValue(gateway.database, z.unknown(), query));

const accountsOf = async (token: string) => {
  const response = await gateway.request('/api/v1/customers/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()).accounts as { number: string }[]).map(({ number }) => number);
};

const accept = (token: string) =>
  gateway.request('/api/v1/signups/accept', { method: 'POST', json: { token } });

const waitingToken = (email: string) =>
  emailedToken(gateway, email, HOME_WAITING_SUBJECT, '/accounts/accept-home');

/** The shape of an answer: its keys, and each value's type, all the way down. */
const shapeOf = (value: unknown): unknown =>
  value !== null && typeof value === 'object'
    ? Object.fromEntries(
        Object.entries(value)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, inner]) => [key, shapeOf(inner)]),
      )
    : typeof value;

describe('a sign-up with an email that already has a login', () => {
  it("adds no home to Alex's login on its own, and its password does not log in as Alex", async () => {
    const alexBefore = await logIn(gateway, 'alex@example.com', DEMO_PASSWORD);
    const accountsBefore = await accountsOf(alexBefore.token);
    const rowsBefore = await count(
      gateway.database.selectFrom('accounts').select((eb) => eb.fn.countAll().as('n')),
    );

    const taken = await signUpTo(gateway, home, {
      personalDetails: { email: 'Alex@example.com', password: STRANGERS_PASSWORD },
    });
    expect(taken.status).toBe(201);

    expect(
      await count(gateway.database.selectFrom('accounts').select((eb) => eb.fn.countAll().as('n'))),
    ).toBe(rowsBefore);
    expect(
      await count(
        gateway.database
          .selectFrom('direct_debits as d')
          .innerJoin('accounts as a', 'a.id', 'd.account_id')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('a.number', '=', taken.body.accountNumber),
      ),
    ).toBe(0);
    const alex = await logIn(gateway, 'alex@example.com', DEMO_PASSWORD);
    expect(await accountsOf(alex.token)).toEqual(accountsBefore);
    expect((await logIn(gateway, 'alex@example.com', STRANGERS_PASSWORD)).status).toBe(401);
  });

  it('answers with the same status and shape as a sign-up with a new email', async () => {
    const taken = await signUpTo(gateway, home, {
      personalDetails: { email: 'alex@example.com' },
    });
    const fresh = await signUpTo(gateway, await quotedHome(gateway, 1), {
      personalDetails: { email: 'kit.hartley@example.com' },
    });
    expect(taken.status).toBe(fresh.status);
    expect(shapeOf(taken.body)).toEqual(shapeOf(fresh.body));
    expect(taken.body).toEqual({
      ...fresh.body,
      accountNumber: expect.stringMatching(/^5\d{7}$/),
      email: 'alex@example.com',
    });
    expect(taken.body.accountNumber).not.toBe(fresh.body.accountNumber);
  });

  it('emails the owner a link instead, naming the home, and keeps no bank details or password in the clear', async () => {
    const { body } = await signUpTo(gateway, home, {
      personalDetails: { email: 'alex@example.com', password: STRANGERS_PASSWORD },
    });
    const [email, ...others] = await gateway.outbox();
    expect(others).toEqual([]);
    expect(email).toMatchObject({ recipient: 'alex@example.com', subject: HOME_WAITING_SUBJECT });
    expect(email?.body).toContain(`Someone has just signed up for energy at ${home.home.line1}`);
    expect(email?.body).toContain(`the new account (number ${body.accountNumber}) waits for you`);
    expect(email?.body).toMatch(/http:\/\/localhost:3000\/accounts\/accept-home#token=[\w-]{43}/);
    expect(email?.body).toContain('You will keep logging in with the password you already have');
    const everything = await snapshotRows(gateway.database);
    expect(everything).not.toMatch(/66374958|089999|08-99-99|copper kettle meadow/);
    // Alex's email is confirmed: the stranger's password is not even kept as a hash.
    expect(
      await count(
        gateway.database
          .selectFrom('pending_signups')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('password_hash', 'is not', null),
      ),
    ).toBe(0);
  });

  it("opens the account under Alex's login once the link is followed, keeping Alex's password", async () => {
    const taken = await signUpTo(gateway, home, {
      personalDetails: { email: 'alex@example.com', password: STRANGERS_PASSWORD },
    });
    const token = await waitingToken('alex@example.com');

    const accepted = await accept(token);
    expect(accepted.status).toBe(201);
    expect(await accepted.json()).toEqual({
      accountNumber: taken.body.accountNumber,
      email: 'alex@example.com',
      supplyAddress: {
        line1: home.home.line1,
        line2: home.home.line2,
        town: home.home.town,
        postcode: home.home.postcode,
      },
      passwordReplaced: false,
    });
    const alex = await logIn(gateway, 'alex@example.com', DEMO_PASSWORD);
    expect(await accountsOf(alex.token)).toContain(taken.body.accountNumber);
    expect((await logIn(gateway, 'alex@example.com', STRANGERS_PASSWORD)).status).toBe(401);
    const stored = await count(
      gateway.database
        .selectFrom('direct_debits as d')
        .innerJoin('accounts as a', 'a.id', 'd.account_id')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('a.number', '=', taken.body.accountNumber)
        .where('d.account_number_masked', '=', '******58'),
    );
    expect(stored).toBe(1);

    const again = await accept(token);
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({
      fields: [{ path: 'body.token', message: SIGNUP_LINK_EXPIRED_MESSAGE }],
    });
  });

  it(`works for ${SIGNUP_LINK_DAYS} days, then opens nothing`, async () => {
    const rowsBefore = await count(
      gateway.database.selectFrom('accounts').select((eb) => eb.fn.countAll().as('n')),
    );
    await signUpTo(gateway, home, { personalDetails: { email: 'alex@example.com' } });
    const token = await waitingToken('alex@example.com');
    gateway.clock.advance(SIGNUP_LINK_DAYS * DAY_MS);
    expect((await accept(token)).status).toBe(422);
    expect(
      await count(gateway.database.selectFrom('accounts').select((eb) => eb.fn.countAll().as('n'))),
    ).toBe(rowsBefore);
  });

  it('works only while the login still has the email it went to', async () => {
    await signUpTo(gateway, home, { personalDetails: { email: 'alex@example.com' } });
    const token = await waitingToken('alex@example.com');
    await execute(
      gateway.database,
      gateway.database
        .updateTable('customers')
        .set({ email: 'alex.morgan@example.com' })
        .where('email', '=', 'alex@example.com'),
    );
    expect((await accept(token)).status).toBe(422);
  });

  it('replays its answer for a repeated Idempotency-Key, and holds its quote while it waits', async () => {
    const first = await signUpTo(
      gateway,
      home,
      { personalDetails: { email: 'alex@example.com' } },
      'k1',
    );
    const repeat = await signUpTo(
      gateway,
      home,
      { personalDetails: { email: 'alex@example.com' } },
      'k1',
    );
    expect(repeat).toEqual(first);
    expect(
      await count(
        gateway.database.selectFrom('pending_signups').select((eb) => eb.fn.countAll().as('n')),
      ),
    ).toBe(1);
    const other = await signUpTo(gateway, home, { personalDetails: { email: 'kit@example.com' } });
    expect(other).toEqual({
      status: 409,
      body: expect.objectContaining({ message: ALREADY_SIGNED_UP_MESSAGE }),
    });
    // Accepted, the same key still replays the same answer.
    await accept(await waitingToken('alex@example.com'));
    expect(
      await signUpTo(gateway, home, { personalDetails: { email: 'alex@example.com' } }, 'k1'),
    ).toEqual(first);
  });

  it('refuses the link with 409 once the home has been signed up by someone else', async () => {
    await signUpTo(gateway, home, { personalDetails: { email: 'alex@example.com' } });
    const token = await waitingToken('alex@example.com');
    // A second quote for the same home, signed up with a new email, takes its meters.
    const again = await quotedHome(gateway);
    expect(
      (await signUpTo(gateway, again, { personalDetails: { email: 'kit@example.com' } })).status,
    ).toBe(201);
    const refused = await accept(token);
    expect(refused.status).toBe(409);
    // The refusal changed nothing: the link is still there to be tried.
    expect(
      await count(
        gateway.database
          .selectFrom('pending_signups')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('used_at', 'is', null),
      ),
    ).toBe(1);
  });
});

describe('a sign-up that takes over a login whose email was never confirmed', () => {
  const VICTIM = 'jordan.lee@example.com';
  const ATTACKERS_PASSWORD = 'attic lantern orchard';
  const VICTIMS_PASSWORD = 'harbour pebble violin';

  it("ends the unconfirmed password and its sessions once the address's owner follows the link", async () => {
    // Someone signs up first with Jordan's email and a password of their own, and logs in.
    const first = await signUpTo(gateway, await quotedHome(gateway, 1), {
      personalDetails: { email: VICTIM, password: ATTACKERS_PASSWORD },
    });
    expect(first.status).toBe(201);
    const attacker = await logIn(gateway, VICTIM, ATTACKERS_PASSWORD);
    expect(attacker.status).toBe(200);

    // Jordan signs up for their own home: it waits for the link sent to Jordan's inbox.
    const own = await signUpTo(gateway, home, {
      personalDetails: { firstName: 'Jordan', email: VICTIM, password: VICTIMS_PASSWORD },
    });
    expect(own.status).toBe(201);
    expect(await accountsOf(attacker.token)).toEqual([first.body.accountNumber]);
    const waiting = (await gateway.outbox()).find((m) => m.subject === HOME_WAITING_SUBJECT);
    expect(waiting?.body).toContain(
      'you will then log in with the password chosen during this sign-up',
    );
    expect(
      await count(
        gateway.database
          .selectFrom('pending_signups')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('password_hash', 'is not', null),
      ),
    ).toBe(1);

    const accepted = await accept(await waitingToken(VICTIM));
    expect(accepted.status).toBe(201);
    expect(await accepted.json()).toMatchObject({
      accountNumber: own.body.accountNumber,
      passwordReplaced: true,
    });

    expect((await logIn(gateway, VICTIM, ATTACKERS_PASSWORD)).status).toBe(401);
    const meAsAttacker = await gateway.request('/api/v1/customers/me', {
      headers: { authorization: `Bearer ${attacker.token}` },
    });
    expect(meAsAttacker.status).toBe(401);
    const refreshed = await gateway.request('/api/v1/auth/refresh', {
      method: 'POST',
      headers: { cookie: attacker.cookie },
      json: { short_lived_refresh_token: 'false' },
    });
    expect(refreshed.status).toBe(401);

    const jordan = await logIn(gateway, VICTIM, VICTIMS_PASSWORD);
    expect(jordan.status).toBe(200);
    expect(await accountsOf(jordan.token)).toContain(own.body.accountNumber);
    // The login is Jordan's now: confirmed, and no hash is left waiting.
    expect(
      await count(
        gateway.database
          .selectFrom('customers')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('email', '=', VICTIM)
          .where('confirmed_at', 'is not', null),
      ),
    ).toBe(1);
    expect(
      await count(
        gateway.database
          .selectFrom('pending_signups')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('password_hash', 'is not', null),
      ),
    ).toBe(0);
  });

  it('does not take over a login whose owner confirmed it meanwhile', async () => {
    await signUpTo(gateway, await quotedHome(gateway, 1), {
      personalDetails: { email: VICTIM, password: VICTIMS_PASSWORD },
    });
    await signUpTo(gateway, home, {
      personalDetails: { email: VICTIM, password: ATTACKERS_PASSWORD },
    });
    const welcome = await emailedToken(gateway, VICTIM, WELCOME_SUBJECT, '/accounts/confirm-login');
    const confirmed = await gateway.request('/api/v1/auth/login-confirmations', {
      method: 'POST',
      json: { token: welcome, password: VICTIMS_PASSWORD },
    });
    expect(confirmed.status).toBe(200);

    const accepted = await accept(await waitingToken(VICTIM));
    expect(await accepted.json()).toMatchObject({ passwordReplaced: false });
    expect((await logIn(gateway, VICTIM, VICTIMS_PASSWORD)).status).toBe(200);
    expect((await logIn(gateway, VICTIM, ATTACKERS_PASSWORD)).status).toBe(401);
  });
});
