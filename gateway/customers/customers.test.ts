import {
  EMAIL_LINK_EXPIRED_MESSAGE,
  EMAIL_TAKEN_SINCE_MESSAGE,
} from '@/lib/gateway/contract/customer';
import { z } from 'zod';
import { lockedOutMessage } from '../auth/lockout';
import { execute, queryValue } from '../db/sql';
import { DEMO_PASSWORD } from '../seed/seed';
import { answerOf } from '@/tests/gateway/answers';
import { createTestGateway, type LoggedIn, type TestGateway } from '@/tests/gateway/test-gateway';
import { CUSTOMER_NOT_FOUND_MESSAGE } from './customer-record';

const UNKNOWN_CUSTOMER_ANSWER = {
  status: 404,
  body: { message: CUSTOMER_NOT_FOUND_MESSAGE, statusCode: 404 },
};

let gateway: TestGateway;
let sam: LoggedIn;
beforeEach(async () => {
  gateway = await createTestGateway();
  sam = await gateway.login('sam@example.com');
});

const patch = (json: unknown, id = 2) =>
  gateway.as(sam, `/api/v1/customers/${id}`, { method: 'PATCH', json });

describe('customers/me', () => {
  it('answers the customer and every account with its supply', async () => {
    const body = await (await gateway.as(sam, '/api/v1/customers/me')).json();
    expect(body.customer).toMatchObject({
      id: 2,
      firstName: 'Sam',
      email: 'sam@example.com',
      admin: false,
    });
    expect(body.customer).not.toHaveProperty('passwordHash');
    expect(body.customer).toMatchObject({
      correspondenceAddress: null,
      billFormat: 'standard',
      pendingNameChange: null,
    });
    expect(body.accounts).toEqual([
      expect.objectContaining({ number: '40422961', fuelType: 'ElecAndGas' }),
      expect.objectContaining({
        number: '40598314',
        fuelType: 'Electricity',
        fuels: ['electricity'],
        status: 'active',
        supplyAddress: {
          line1: 'Flat 3',
          line2: '41 Cathedral Road',
          town: 'Cardiff',
          postcode: 'CF11 9HB',
        },
      }),
    ]);
  });

  it.each([
    ['jo@example.com', 'moving-out'],
    ['lee@example.com', 'setting-up'],
  ])("says where %s's account stands: %s", async (email, status) => {
    const session = await gateway.login(email);
    const body = await (await gateway.as(session, '/api/v1/customers/me')).json();
    expect(body.accounts).toEqual([expect.objectContaining({ status })]);
  });
});

describe('PATCH customers/{id}', () => {
  it('refuses fields a customer may not change, such as the admin flag', async () => {
    const response = await patch({ admin: true });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toContainEqual({
      path: 'body',
      message: expect.stringMatching(/admin/),
    });
  });

  it('changes contact details and marketing preferences and answers the customer', async () => {
    const response = await patch({
      title: 'Dr',
      phone: '07700 900 777',
      email: ' Sam.Patel@Example.com ',
      currentPassword: DEMO_PASSWORD,
      marketingConsent: true,
      evMarketingConsent: false,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      title: 'Dr',
      phone: '07700900777',
      // The login moves once the new inbox confirms it.
      email: 'sam@example.com',
      pendingEmail: { email: 'sam.patel@example.com', expiresAt: '2026-03-16T10:00:00.000Z' },
      marketingConsent: true,
      evMarketingConsent: false,
      firstName: 'Sam',
    });
  });

  it('leaves the fields it is not given alone', async () => {
    await patch({ marketingConsent: true });
    const { customer } = await (await gateway.as(sam, '/api/v1/customers/me')).json();
    expect(customer).toMatchObject({ phone: '07700900456', evMarketingConsent: true, title: 'Ms' });
  });

  it.each([
    [{ phone: '12345' }, 'body.phone', 'Enter a UK phone number, like 07700 900123'],
    [{ email: 'not-an-email', currentPassword: 'x' }, 'body.email', 'Enter a valid email address'],
    [{ title: 'Lord' }, 'body.title', 'Choose one of Mr, Mrs, Miss, Ms, Mx, Dr'],
    [{}, 'body', 'Change at least one detail'],
    [{ currentPassword: DEMO_PASSWORD }, 'body', 'Change at least one detail'],
    [
      { email: 'sam.new@example.com' },
      'body.currentPassword',
      'Enter your current password to change your email address',
    ],
    [
      { correspondenceAddress: { line1: '', town: 'Leeds', postcode: 'LS1 5HD' } },
      'body.correspondenceAddress.line1',
      'Enter the first line of the address',
    ],
    [
      { correspondenceAddress: { line1: '1 Park Row', town: 'Leeds', postcode: 'ZZ1 1ZZ' } },
      'body.correspondenceAddress.postcode',
      'Enter a valid UK postcode',
    ],
    [
      { billFormat: 'fax' },
      'body.billFormat',
      'Choose one of standard, large-print, braille, audio',
    ],
  ])('refuses %o naming %s', async (body, path, message) => {
    const response = await patch(body);
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual([{ path, message }]);
  });
});

describe('changing the login email', () => {
  const changeEmail = (currentPassword: string) =>
    patch({ email: 'sam.patel@example.com', currentPassword });

  it('needs the current password, and says so beside the field when it is wrong', async () => {
    const response = await changeEmail('not-my-password');
    expect(response.status).toBe(422);
    expect((await response.json()).fields).toEqual([
      {
        path: 'body.currentPassword',
        message: 'That is not your current password. Enter the password you use to log in.',
      },
    ]);
    const { customer } = await (await gateway.as(sam, '/api/v1/customers/me')).json();
    expect(customer.email).toBe('sam@example.com');
  });

  const me = async () => (await (await gateway.as(sam, '/api/v1/customers/me')).json()).customer;
  const confirm = (token: string) =>
    gateway.request('/api/v1/auth/email-changes/confirm', { method: 'POST', json: { token } });
  /** The token of the newest confirmation link emailed to `email` (the outbox is newest first). */
  const linkTokenSentTo = async (email: string) => {
    const body = (await gateway.outbox()).find((mail) => mail.recipient === email)?.body;
    const token = /\/accounts\/confirm-email#token=([\w-]{43})/.exec(body ?? '')?.[1];
    if (!token) throw new Error(`No confirmation link was sent to ${email}`);
    return token;
  };

  it('keeps the login where it is, and emails the new address a link, once the password is right', async () => {
    await changeEmail('not-my-password');
    expect(await gateway.outbox()).toEqual([]);

    const response = await changeEmail(DEMO_PASSWORD);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      email: 'sam@example.com',
      pendingEmail: { email: 'sam.patel@example.com', expiresAt: '2026-03-16T10:00:00.000Z' },
    });
    expect(await gateway.outbox()).toEqual([
      expect.objectContaining({
        recipient: 'sam.patel@example.com',
        subject: 'Confirm your new email address for So Energy',
        body: expect.stringContaining('open this link within 24 hours'),
      }),
    ]);
    await expect(gateway.login('sam@example.com')).resolves.toBeDefined();
    await expect(gateway.login('sam.patel@example.com')).rejects.toThrow(/401/);
  });

  it('moves the login when the link is opened, once, and tells the old address', async () => {
    await changeEmail(DEMO_PASSWORD);
    const token = await linkTokenSentTo('sam.patel@example.com');

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ email: 'sam.patel@example.com' });
    await expect(gateway.login('sam.patel@example.com')).resolves.toBeDefined();
    await expect(gateway.login('sam@example.com')).rejects.toThrow(/401/);
    expect((await gateway.outbox())[0]).toMatchObject({
      recipient: 'sam@example.com',
      subject: 'The email address of your So Energy account has changed',
      body: expect.stringContaining(
        'On 15 March 2026 at 10:00 the email address you log in with was changed from this ' +
          'one to sam.patel@example.com.',
      ),
    });
    expect((await me()).pendingEmail).toBeNull();

    const again = await confirm(token);
    expect(again.status).toBe(422);
    expect((await again.json()).fields).toEqual([
      { path: 'body.token', message: EMAIL_LINK_EXPIRED_MESSAGE },
    ]);
  });

  it('sends at most 3 confirmation emails an hour for a login, and 1 an hour to an address', async () => {
    const changeTo = (email: string) => patch({ email, currentPassword: DEMO_PASSWORD });
    expect((await changeTo('sam.patel@example.com')).status).toBe(200);
    const sameAddress = await changeTo('sam.patel@example.com');
    expect(sameAddress.status).toBe(429);
    expect(sameAddress.headers.get('retry-after')).toBe('3600');
    expect((await sameAddress.json()).message).toBe(
      'We emailed sam.patel@example.com less than an hour ago. Please use the link in that email, or try again in 60 minutes.',
    );

    gateway.clock.advance(10 * 60 * 1000);
    sam = await gateway.login('sam@example.com');
    expect((await changeTo('sam.p@example.com')).status).toBe(200);
    expect((await changeTo('sam.2@example.com')).status).toBe(200);
    const fourth = await changeTo('sam.3@example.com');
    expect(fourth.status).toBe(429);
    expect((await fourth.json()).message).toBe(
      'You have asked to change your email 3 times in the last hour. Please try again in 50 minutes.',
    );
    expect((await gateway.outbox()).map(({ recipient }) => recipient)).toEqual([
      'sam.2@example.com',
      'sam.p@example.com',
      'sam.patel@example.com',
    ]);

    gateway.clock.advance(50 * 60 * 1000);
    sam = await gateway.login('sam@example.com');
    expect((await changeTo('sam.3@example.com')).status).toBe(200);
  });

  it('answers an email another login has exactly as a free one, and tells its owner instead', async () => {
    const free = await (await changeEmail(DEMO_PASSWORD)).json();
    const taken = await (
      await patch({ email: 'ALEX@example.com', currentPassword: DEMO_PASSWORD })
    ).json();
    expect(taken).toEqual({
      ...free,
      pendingEmail: { ...free.pendingEmail, email: 'alex@example.com' },
    });
    const notice = (await gateway.outbox())[0];
    expect(notice).toMatchObject({
      recipient: 'alex@example.com',
      subject: 'Someone tried to use your email address with So Energy',
    });
    expect(notice?.body).toContain(
      'Someone tried to change the email address of another So Energy account to yours',
    );
    expect(notice?.body).not.toMatch(/confirm-email/);
    expect(notice?.body).toContain('http://localhost:3000/accounts/forgot-password');
    // The earlier link stopped working when another email was asked for.
    expect((await confirm(await linkTokenSentTo('sam.patel@example.com'))).status).toBe(422);

    // However often it is tried, the owner hears of it once an hour.
    const toAlex = async () =>
      (await gateway.outbox()).filter((mail) => mail.recipient === 'alex@example.com');
    await patch({ email: 'alex@example.com', currentPassword: DEMO_PASSWORD });
    expect(await toAlex()).toHaveLength(1);
    gateway.clock.advance(61 * 60 * 1000);
    sam = await gateway.login('sam@example.com');
    await patch({ email: 'alex@example.com', currentPassword: DEMO_PASSWORD });
    expect(await toAlex()).toHaveLength(2);
  });

  it('stops a link working after 24 hours', async () => {
    await changeEmail(DEMO_PASSWORD);
    gateway.clock.advance(24 * 60 * 60 * 1000 + 1);
    expect((await confirm(await linkTokenSentTo('sam.patel@example.com'))).status).toBe(422);
    sam = await gateway.login('sam@example.com');
    expect((await me()).email).toBe('sam@example.com');
  });

  it('refuses, in words, an email that has gained a login of its own since the link was sent', async () => {
    await changeEmail(DEMO_PASSWORD);
    await execute(
      gateway.database,
      gateway.database
        .updateTable('customers')
        .set({ email: 'sam.patel@example.com' })
        .where('id', '=', 1),
    );
    const refused = await confirm(await linkTokenSentTo('sam.patel@example.com'));
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(EMAIL_TAKEN_SINCE_MESSAGE);
    expect((await me()).email).toBe('sam@example.com');
  });

  it('refuses a token it never sent', async () => {
    expect((await confirm('A'.repeat(43))).status).toBe(422);
  });

  it('asks no password when the email given is the one already held', async () => {
    const response = await patch({ email: 'SAM@example.com', currentPassword: 'anything' });
    expect(response.status).toBe(200);
  });

  it('pauses after five wrong passwords, as logging in does', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await changeEmail('wrong-password');
    const response = await changeEmail(DEMO_PASSWORD);
    expect(response.status).toBe(429);
    expect((await response.json()).message).toBe(lockedOutMessage('15 minutes'));
  });
});

describe('correspondence address and bill format', () => {
  const me = async () => (await (await gateway.as(sam, '/api/v1/customers/me')).json()).customer;

  it('keeps a correspondence address, normalised, until it is cleared again', async () => {
    const response = await patch({
      correspondenceAddress: { line1: ' 1 Park Row ', town: 'Leeds', postcode: 'ls15hd' },
    });
    expect(response.status).toBe(200);
    expect((await me()).correspondenceAddress).toEqual({
      line1: '1 Park Row',
      line2: null,
      town: 'Leeds',
      postcode: 'LS1 5HD',
    });
    await patch({ correspondenceAddress: null });
    expect((await me()).correspondenceAddress).toBeNull();
  });

  it('keeps the format bills and letters are sent in', async () => {
    await patch({ billFormat: 'braille' });
    expect((await me()).billFormat).toBe('braille');
  });
});

describe('whose details', () => {
  it("answers another customer's details exactly as an unknown customer's (404)", async () => {
    const theirs = await answerOf(await patch({ phone: '07700900999' }, 1));
    expect(theirs).toEqual(UNKNOWN_CUSTOMER_ANSWER);
    expect(await answerOf(await patch({ phone: '07700900999' }, 9999))).toEqual(theirs);
  });
});

describe('POST customers/{id}/name-change-requests', () => {
  const ask = (json: unknown, { id = 2, key }: { id?: number; key?: string } = {}) =>
    gateway.as(sam, `/api/v1/customers/${id}/name-change-requests`, {
      method: 'POST',
      json,
      headers: key ? { 'Idempotency-Key': key } : {},
    });
  const marriage = { firstName: 'Sam', lastName: 'Okafor', reason: 'marriage' };

  it('records the request for staff and leaves the name as it is', async () => {
    const response = await ask(marriage);
    expect(response.status).toBe(201);
    const request = await response.json();
    expect(request).toMatchObject({ ...marriage, details: null, status: 'Pending' });
    const { customer } = await (await gateway.as(sam, '/api/v1/customers/me')).json();
    expect(customer).toMatchObject({ lastName: 'Patel', pendingNameChange: request });
  });

  it('answers a retry with the same key once, and a second request with a 409', async () => {
    const first = await (await ask(marriage, { key: 'name-1' })).json();
    const retry = await ask(marriage, { key: 'name-1' });
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(first);
    const another = await ask({ ...marriage, lastName: 'Patel-Okafor' }, { key: 'name-2' });
    expect(another.status).toBe(409);
    expect((await another.json()).message).toMatch(
      /^You asked us to change your name to Sam Okafor on/,
    );
    const count = await queryValue(
      gateway.database,
      z.number(),
      gateway.database
        .selectFrom('name_change_requests')
        .select((eb) => eb.fn.countAll().as('count')),
    );
    expect(count).toBe(1);
  });

  it.each([
    [{ ...marriage, reason: 'other' }, 'body.details', 'Tell us why your name is changing'],
    [{ ...marriage, firstName: ' ' }, 'body.firstName', 'Enter your new first name'],
    [{ ...marriage, reason: 'whim' }, 'body.reason', 'Choose why your name is changing'],
  ])('refuses %o naming %s', async (body, path, message) => {
    const response = await ask(body);
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual([{ path, message }]);
  });

  it("answers a request on another customer's behalf exactly as one for nobody (404)", async () => {
    const theirs = await answerOf(await ask(marriage, { id: 1 }));
    expect(theirs).toEqual(UNKNOWN_CUSTOMER_ANSWER);
    expect(await answerOf(await ask(marriage, { id: 9999 }))).toEqual(theirs);
  });
});
