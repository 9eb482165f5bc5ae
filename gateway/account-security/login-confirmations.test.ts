import { z } from 'zod';
import {
  EMAIL_UNCONFIRMED_MESSAGE,
  LOGIN_CONFIRMATION_EXPIRED_MESSAGE,
  SIGNUP_LINK_DAYS,
} from '@/lib/gateway/contract/signup-links';
import { WRONG_CURRENT_PASSWORD } from '../auth/confirm-password';
import { queryValue } from '../db/sql';
import {
  emailedToken,
  logIn,
  quotedHome,
  signUpTo,
  WELCOME_SUBJECT,
} from '@/tests/utils/gateway-sign-ups';
import { createTestGateway, type TestGateway } from '@/tests/gateway/test-gateway';

const DAY_MS = 86_400_000;
const EMAIL = 'robin.hartley@example.com';
const PASSWORD = 'copper kettle meadow';

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway();
});

/** Signs Robin up, with a new login: gives the welcome link's token. */
async function signUpRobin(): Promise<{ accountNumber: string; token: string }> {
  const { status, body } = await signUpTo(gateway, await quotedHome(gateway));
  expect(status).toBe(201);
  const token = await emailedToken(gateway, EMAIL, WELCOME_SUBJECT, '/accounts/confirm-login');
  return { accountNumber: body.accountNumber, token };
}

const confirm = (token: string, password = PASSWORD) =>
  gateway.request('/api/v1/auth/login-confirmations', {
    method: 'POST',
    json: { token, password },
  });

const confirmedAt = () =>
  queryValue(
    gateway.database,
    z.string().nullable(),
    gateway.database.selectFrom('customers').select('confirmed_at').where('email', '=', EMAIL),
  );

/** Asks to move Robin's login to another email, as the personal details page does. */
async function changeEmail(token: string) {
  const me = await (
    await gateway.request('/api/v1/customers/me', {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
  return gateway.request(`/api/v1/customers/${me.customer.id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}` },
    json: { email: 'robin.new@example.com', currentPassword: PASSWORD },
  });
}

describe("a sign-up's new login", () => {
  it('logs in at once, unconfirmed, and its welcome email carries the account and the link', async () => {
    const { accountNumber } = await signUpRobin();
    expect((await logIn(gateway, EMAIL, PASSWORD)).status).toBe(200);
    expect(await confirmedAt()).toBeNull();
    const [welcome, ...others] = await gateway.outbox();
    expect(others).toEqual([]);
    expect(welcome?.recipient).toBe(EMAIL);
    expect(welcome?.body).toContain(`Your account number is ${accountNumber}`);
    expect(welcome?.body).toMatch(
      /open this link within 7 days and enter the password you chose when you signed up/,
    );
    expect(welcome?.body).toMatch(/http:\/\/localhost:3000\/accounts\/confirm-login#token=/);
  });

  it('cannot change its email until it is confirmed, and can once it is', async () => {
    const { token } = await signUpRobin();
    const session = await logIn(gateway, EMAIL, PASSWORD);

    const refused = await changeEmail(session.token);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      message: EMAIL_UNCONFIRMED_MESSAGE,
      fields: [{ path: 'body.email', message: EMAIL_UNCONFIRMED_MESSAGE }],
    });
    const changes = await queryValue(
      gateway.database,
      z.number(),
      gateway.database.selectFrom('email_changes').select((eb) => eb.fn.countAll().as('n')),
    );
    expect(changes).toBe(0);

    expect((await confirm(token)).status).toBe(200);
    expect((await changeEmail(session.token)).status).toBe(200);
  });
});

describe('POST /api/v1/auth/login-confirmations', () => {
  it("confirms the login with the link and the login's password, once", async () => {
    const { token } = await signUpRobin();
    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ email: EMAIL });
    expect(await confirmedAt()).toBe('2026-03-15T10:00:00.000Z');

    const again = await confirm(token);
    expect(again.status).toBe(422);
    expect((await again.json()).fields).toEqual([
      { path: 'body.token', message: LOGIN_CONFIRMATION_EXPIRED_MESSAGE },
    ]);
  });

  it('refuses another password, counting it as a failed login, and confirms nothing', async () => {
    const { token } = await signUpRobin();
    const refused = await confirm(token, 'attic lantern orchard');
    expect(refused.status).toBe(422);
    expect((await refused.json()).fields).toEqual([
      { path: 'body.password', message: WRONG_CURRENT_PASSWORD },
    ]);
    expect(await confirmedAt()).toBeNull();
    const failures = await queryValue(
      gateway.database,
      z.number(),
      gateway.database.selectFrom('login_failures').select((eb) => eb.fn.countAll().as('n')),
    );
    expect(failures).toBe(1);
    // The link still works for the right password.
    expect((await confirm(token)).status).toBe(200);
  });

  it(`works for ${SIGNUP_LINK_DAYS} days`, async () => {
    const { token } = await signUpRobin();
    gateway.clock.advance(SIGNUP_LINK_DAYS * DAY_MS);
    expect((await confirm(token)).status).toBe(422);
    expect(await confirmedAt()).toBeNull();
  });

  it('is not needed after a password reset: the reset link proves the email too', async () => {
    const { token } = await signUpRobin();
    await gateway.request('/api/v1/auth/password-resets', {
      method: 'POST',
      json: { email: EMAIL },
    });
    const reset = await emailedToken(
      gateway,
      EMAIL,
      'Reset your So Energy password',
      '/accounts/reset-password',
    );
    const done = await gateway.request('/api/v1/auth/password-resets/confirm', {
      method: 'POST',
      json: { token: reset, password: 'harbour pebble violin' },
    });
    expect(done.status).toBe(204);
    expect(await confirmedAt()).toBe('2026-03-15T10:00:00.000Z');
    // The welcome link stops working: the login is confirmed already.
    expect((await confirm(token, 'harbour pebble violin')).status).toBe(422);
  });
});
