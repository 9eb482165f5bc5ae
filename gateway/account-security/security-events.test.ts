import { z } from 'zod';
import { SECURITY_EVENTS_LIMIT } from '@/lib/gateway/contract/security-event-kinds';
import { LOCKOUT } from '../auth/lockout';
import { queryAll, queryValue } from '../db/sql';
import { DEMO_PASSWORD } from '../seed/personas';
import { createTestGateway, type LoggedIn, type TestGateway } from '@/tests/gateway/test-gateway';
import { coarseNetwork, recordSecurityEvent } from './security-events';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/124.0.0.0 Safari/537.36';
const FIREFOX_ON_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0';
const HOME = '192.0.2.77';
const ALEX = 1;
const SAM = 2;
const NEW_PASSWORD = 'copper kettle meadow';
/** A sort code and account number that pass Vocalink's modulus check. */
const NEW_BANK = {
  accountHolderName: 'Mr A Morgan',
  sortCode: '08-99-99',
  accountNumber: '66374958',
  soleAuthoriser: true,
};

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway();
});

const storedEvent = z.object({
  customerId: z.number(),
  kind: z.string(),
  occurredAt: z.string(),
  userAgent: z.string().nullable(),
  network: z.string().nullable(),
  detail: z.string().nullable(),
});

/** The events recorded for a customer, oldest first, as the table keeps them. */
const storedEventsOf = (customerId: number) =>
  queryAll(
    gateway.database,
    storedEvent,
    gateway.database
      .selectFrom('security_events')
      .select([
        'customer_id as customerId',
        'kind',
        'occurred_at as occurredAt',
        'user_agent as userAgent',
        'client_network as network',
        'detail',
      ])
      .where('customer_id', '=', customerId)
      .orderBy('id'),
  );

const kindsOf = async (customerId: number) =>
  (await storedEventsOf(customerId)).map((event) => event.kind);

const logIn = (email: string, password: string, from?: string) =>
  gateway.request('/api/v1/auth/login', {
    method: 'POST',
    json: { email, password, short_lived_refresh_token: 'false' },
    headers: { 'user-agent': CHROME_ON_WINDOWS },
    from,
  });

async function loggedIn(email: string): Promise<LoggedIn> {
  const response = await logIn(email, DEMO_PASSWORD, HOME);
  expect(response.status).toBe(200);
  const body = await response.json();
  return { token: body.token, cookie: '', setCookies: [], body };
}

const eventsSeenBy = async (session: LoggedIn) => {
  const response = await gateway.as(session, '/api/v1/auth/security-events');
  expect(response.status).toBe(200);
  return (await response.json()).events as Record<string, unknown>[];
};

describe('coarseNetwork', () => {
  it.each([
    ['192.0.2.77', '192.0.2.0/24'],
    ['2001:db8:1:2::/64', '2001:db8:1::/48'],
    ['unknown', null],
  ])('keeps %s as %s', (client, network) => {
    expect(coarseNetwork(client)).toBe(network);
  });
});

describe('what the security event log records', () => {
  it('a login, with its browser and a coarse network, never the address', async () => {
    await loggedIn('alex@example.com');
    expect(await storedEventsOf(ALEX)).toEqual([
      {
        customerId: ALEX,
        kind: 'login',
        occurredAt: '2026-03-15T10:00:00.000Z',
        userAgent: CHROME_ON_WINDOWS,
        network: '192.0.2.0/24',
        detail: null,
      },
    ]);
  });

  it('a wrong password for a login, though the login fails, and nothing for an email with none', async () => {
    expect((await logIn('alex@example.com', 'not my password', HOME)).status).toBe(401);
    expect((await logIn('nobody@example.com', 'not my password', HOME)).status).toBe(401);
    expect(await storedEventsOf(ALEX)).toEqual([
      expect.objectContaining({ kind: 'failed-login', network: '192.0.2.0/24', detail: null }),
    ]);
    expect(
      await queryValue(
        gateway.database,
        z.number(),
        gateway.database.selectFrom('security_events').select((eb) => eb.fn.countAll().as('n')),
      ),
    ).toBe(1);
  });

  it('the pause after too many wrong passwords', async () => {
    for (let i = 0; i < LOCKOUT.perClient.failures; i += 1) {
      await logIn('alex@example.com', `wrong password ${i}`, HOME);
    }
    expect(await kindsOf(ALEX)).toEqual([
      ...Array<string>(LOCKOUT.perClient.failures).fill('failed-login'),
      'login-paused',
    ]);
    // Refused while paused: no password is checked, and nothing more is recorded.
    expect((await logIn('alex@example.com', DEMO_PASSWORD, HOME)).status).toBe(429);
    expect(await kindsOf(ALEX)).toHaveLength(LOCKOUT.perClient.failures + 1);
  });

  it('a wrong current password given for a change, even when the request is rolled back', async () => {
    const alex = await loggedIn('alex@example.com');
    const response = await gateway.as(alex, '/api/v1/accounts/1/direct-debit/mandate', {
      method: 'POST',
      json: { ...NEW_BANK, currentPassword: 'not my password' },
      // An idempotent request: its writes are in a transaction, which its 422 rolls back.
      headers: { 'Idempotency-Key': 'wrong-password-1' },
    });
    expect(response.status).toBe(422);
    expect(await storedEventsOf(ALEX)).toEqual([
      expect.objectContaining({ kind: 'login' }),
      expect.objectContaining({ kind: 'failed-login', detail: 'current-password' }),
    ]);
  });

  it('a wrong code at a staff login, and the staff login once finished', async () => {
    const started = await logIn('admin@example.com', DEMO_PASSWORD, HOME);
    const { challenge } = await started.json();
    const wrong = await gateway.request('/api/v1/auth/second-factor', {
      method: 'POST',
      json: { challenge, code: '000000' },
      from: HOME,
    });
    expect(wrong.status).toBe(422);
    const staffId = await queryValue(
      gateway.database,
      z.number(),
      gateway.database
        .selectFrom('customers')
        .select('id')
        .where('email', '=', 'admin@example.com'),
    );
    expect(await storedEventsOf(staffId!)).toEqual([
      expect.objectContaining({ kind: 'failed-login', detail: 'code', network: '192.0.2.0/24' }),
    ]);
    await gateway.login('admin@example.com');
    expect(await kindsOf(staffId!)).toEqual(['failed-login', 'login']);
  });

  it('a password changed, and one set with a reset link', async () => {
    const alex = await loggedIn('alex@example.com');
    const changed = await gateway.as(alex, '/api/v1/auth/password', {
      method: 'POST',
      json: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
      headers: { 'user-agent': FIREFOX_ON_ANDROID },
    });
    expect(changed.status).toBe(200);

    await gateway.request('/api/v1/auth/password-resets', {
      method: 'POST',
      json: { email: 'alex@example.com' },
    });
    const link = (await gateway.outbox()).find((mail) => mail.subject.includes('Reset'));
    const token = /#token=([\w-]+)/.exec(link?.body ?? '')?.[1];
    const reset = await gateway.request('/api/v1/auth/password-resets/confirm', {
      method: 'POST',
      json: { token, password: 'a much better passphrase' },
    });
    expect(reset.status).toBe(204);

    expect(await storedEventsOf(ALEX)).toEqual([
      expect.objectContaining({ kind: 'login' }),
      expect.objectContaining({ kind: 'password-changed', userAgent: FIREFOX_ON_ANDROID }),
      expect.objectContaining({ kind: 'password-reset', userAgent: null }),
    ]);
  });

  it('an email change once its link is followed, not when it is asked for', async () => {
    const sam = await loggedIn('sam@example.com');
    await gateway.as(sam, `/api/v1/customers/${SAM}`, {
      method: 'PATCH',
      json: { email: 'sam.patel@example.com', currentPassword: DEMO_PASSWORD },
    });
    expect(await kindsOf(SAM)).toEqual(['login']);
    const mail = (await gateway.outbox()).find(
      (each) => each.recipient === 'sam.patel@example.com',
    );
    const token = /#token=([\w-]{43})/.exec(mail?.body ?? '')?.[1];
    const confirmed = await gateway.request('/api/v1/auth/email-changes/confirm', {
      method: 'POST',
      json: { token },
    });
    expect(confirmed.status).toBe(200);
    expect(await kindsOf(SAM)).toEqual(['login', 'email-changed']);
  });

  it('new bank details, naming the account but keeping none of the bank details', async () => {
    const alex = await loggedIn('alex@example.com');
    const response = await gateway.as(alex, '/api/v1/accounts/1/direct-debit/mandate', {
      method: 'POST',
      json: { ...NEW_BANK, currentPassword: DEMO_PASSWORD },
    });
    expect(response.status).toBe(201);
    const number = await queryValue(
      gateway.database,
      z.string(),
      gateway.database.selectFrom('accounts').select('number').where('id', '=', 1),
    );
    const events = await storedEventsOf(ALEX);
    expect(events.at(-1)).toMatchObject({ kind: 'bank-details-changed', detail: number });
    const everything = JSON.stringify(
      await queryAll(
        gateway.database,
        z.unknown(),
        gateway.database.selectFrom('security_events').selectAll(),
      ),
    );
    for (const secret of [NEW_BANK.accountNumber, '089999', '08-99-99', DEMO_PASSWORD]) {
      expect(everything).not.toContain(secret);
    }
  });

  it('a member of staff opening an account, without their browser or network', async () => {
    const staff = await gateway.login('admin@example.com');
    const response = await gateway.as(staff, '/api/v1/admin/accounts/1');
    expect(response.status).toBe(200);
    const events = await storedEventsOf(ALEX);
    expect(events).toEqual([
      expect.objectContaining({ kind: 'staff-read', userAgent: null, network: null }),
    ]);
  });

  it('nothing for a change that is refused', async () => {
    const alex = await loggedIn('alex@example.com');
    // The same bank account again: refused (409).
    const first = { ...NEW_BANK, currentPassword: DEMO_PASSWORD };
    await gateway.as(alex, '/api/v1/accounts/1/direct-debit/mandate', {
      method: 'POST',
      json: first,
    });
    const again = await gateway.as(alex, '/api/v1/accounts/1/direct-debit/mandate', {
      method: 'POST',
      json: first,
    });
    expect(again.status).toBe(409);
    expect(await kindsOf(ALEX)).toEqual(['login', 'bank-details-changed']);
  });
});

describe('GET /api/v1/auth/security-events', () => {
  it('shows the customer their own events only, newest first, the browser in words', async () => {
    const alex = await loggedIn('alex@example.com');
    gateway.clock.advance(60_000);
    await logIn('alex@example.com', 'not my password', HOME);
    const sam = await loggedIn('sam@example.com');

    expect(await eventsSeenBy(alex)).toEqual([
      {
        id: expect.any(Number),
        kind: 'failed-login',
        occurredAt: '2026-03-15T10:01:00.000Z',
        device: 'Chrome on Windows',
        detail: null,
      },
      {
        id: expect.any(Number),
        kind: 'login',
        occurredAt: '2026-03-15T10:00:00.000Z',
        device: 'Chrome on Windows',
        detail: null,
      },
    ]);
    expect(await eventsSeenBy(sam)).toEqual([expect.objectContaining({ kind: 'login' })]);
  });

  it(`gives the latest ${SECURITY_EVENTS_LIMIT}`, async () => {
    const alex = await loggedIn('alex@example.com');
    for (let i = 1; i <= SECURITY_EVENTS_LIMIT + 5; i += 1) {
      await recordSecurityEvent(gateway.database, {
        customerId: ALEX,
        kind: 'staff-read',
        at: new Date(Date.UTC(2026, 2, 15, 11, i)),
      });
    }
    const events = await eventsSeenBy(alex);
    expect(events).toHaveLength(SECURITY_EVENTS_LIMIT);
    expect(events[0]).toMatchObject({ occurredAt: '2026-03-15T11:55:00.000Z', device: null });
  });

  it('asks for a login', async () => {
    const response = await gateway.request('/api/v1/auth/security-events');
    expect(response.status).toBe(401);
  });
});

describe("the staff account view's security events", () => {
  it("lists the customer's latest events with their networks, this look not yet among them", async () => {
    await loggedIn('alex@example.com');
    await logIn('alex@example.com', 'not my password', '2001:db8:1:2:3:4:5:6');
    const staff = await gateway.login('admin@example.com');
    const first = await (await gateway.as(staff, '/api/v1/admin/accounts/1')).json();
    expect(first.securityEvents).toEqual([
      expect.objectContaining({
        kind: 'failed-login',
        device: 'Chrome on Windows',
        network: '2001:db8:1::/48',
      }),
      expect.objectContaining({ kind: 'login', network: '192.0.2.0/24' }),
    ]);
    const second = await (await gateway.as(staff, '/api/v1/admin/accounts/1')).json();
    expect(second.securityEvents[0]).toMatchObject({
      kind: 'staff-read',
      device: null,
      network: null,
    });
  });
});
