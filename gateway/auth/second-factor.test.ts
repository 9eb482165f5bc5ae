import { z } from 'zod';
import { totpCode } from '@/lib/second-factor/totp';
import { execute, queryAll, queryValue } from '../db/sql';
import { DEMO_PASSWORD } from '../seed/personas';
import { createTestGateway, type TestGateway } from '@/tests/gateway/test-gateway';

const STAFF = 'admin@example.com';
const SHORT_COOKIE = 'myaccount_refresh_token';
const MINUTE = 60_000;
const WRONG_CODE =
  'That code is not right. Type the code your authenticator app shows now, or a recovery code.';
const LOG_IN_AGAIN = 'Your login took too long or had too many wrong codes. Please log in again.';

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway();
});

const passwordStep = (email = STAFF, password = DEMO_PASSWORD, from?: string) =>
  gateway.request('/api/v1/auth/login', {
    method: 'POST',
    json: { email, password, short_lived_refresh_token: 'false' },
    from,
  });

const codeStep = (challenge: string, code: string, from?: string) =>
  gateway.request('/api/v1/auth/second-factor', {
    method: 'POST',
    json: { challenge, code },
    from,
  });

const challengeSchema = z.object({
  second_factor: z.enum(['code', 'enrol']),
  challenge: z.string(),
  challenge_exp: z.string(),
  enrolment: z
    .object({ secret: z.string(), otpauth_uri: z.string(), qr_code: z.string() })
    .optional(),
});

async function challengeFor(email = STAFF, from?: string) {
  const response = await passwordStep(email, DEMO_PASSWORD, from);
  expect(response.status).toBe(200);
  return challengeSchema.parse(await response.json());
}

const codeNow = (secret: string) => totpCode(secret, gateway.clock.now().getTime());
const nextStep = () => gateway.clock.advance(30_000);

/** Priya sets her app up; the secret it holds and her recovery codes. */
async function enrol() {
  const { challenge, enrolment } = await challengeFor();
  const secret = enrolment?.secret ?? '';
  const response = await codeStep(challenge, codeNow(secret));
  expect(response.status).toBe(200);
  const { recovery_codes } = z
    .object({ recovery_codes: z.array(z.string()) })
    .parse(await response.json());
  nextStep();
  return { secret, recoveryCodes: recovery_codes };
}

const sessionCount = () =>
  queryValue(
    gateway.database,
    z.number(),
    gateway.database.selectFrom('session_families').select((eb) => eb.fn.countAll().as('n')),
  );

describe("a staff login's password", () => {
  it('is not enough: the first login answers a new secret to set an app up from, and no session', async () => {
    const response = await passwordStep();
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
    const body = challengeSchema.parse(await response.json());
    expect(body).toEqual({
      second_factor: 'enrol',
      challenge: expect.stringMatching(/^[\w-]{43}$/),
      challenge_exp: '2026-03-15T10:10:00.000Z',
      enrolment: {
        secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
        otpauth_uri: expect.stringMatching(
          /^otpauth:\/\/totp\/So%20Energy%20staff:admin%40example\.com\?/,
        ),
        qr_code: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      },
    });
    expect(body.enrolment?.otpauth_uri).toContain(`secret=${body.enrolment?.secret}`);
    expect(await sessionCount()).toBe(0);
  });

  it('is still refused as before when wrong, and customers still get a session from it alone', async () => {
    expect((await passwordStep(STAFF, 'wrong-password')).status).toBe(401);
    const alex = await passwordStep('alex@example.com');
    expect(await alex.json()).toHaveProperty('token');
  });
});

describe('setting up the authenticator app', () => {
  it('takes a first code from the new secret, then starts a session and gives ten recovery codes once', async () => {
    const { challenge, enrolment } = await challengeFor();
    const secret = enrolment?.secret ?? '';

    const wrong = await codeStep(challenge, '000000');
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({
      message: WRONG_CODE,
      statusCode: 422,
      fields: [{ path: 'body.code', message: WRONG_CODE }],
    });

    const right = await codeStep(challenge, codeNow(secret));
    expect(right.status).toBe(200);
    const body = await right.json();
    expect(body).toMatchObject({
      email: STAFF,
      token: expect.any(String),
      short_lived_refresh_token: 'true',
      refresh_token_exp: '2026-03-15T12:00:00.000Z',
    });
    expect(body.recovery_codes).toHaveLength(10);
    for (const code of body.recovery_codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(
      right.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SHORT_COOKIE}=`)),
    ).toBe(true);

    // Kept sealed and hashed: neither the secret nor a code is in the database.
    const stored = await queryAll(
      gateway.database,
      z.object({ value: z.string() }),
      gateway.database
        .selectFrom('staff_second_factors')
        .select('secret_sealed as value')
        .unionAll(gateway.database.selectFrom('staff_recovery_codes').select('code_hash as value')),
    );
    expect(stored).toHaveLength(11);
    const everything = JSON.stringify(stored);
    expect(everything).not.toContain(secret);
    for (const code of body.recovery_codes) expect(everything).not.toContain(code.replace('-', ''));
  });

  it('is started again by another login before it is finished: the first secret no longer works', async () => {
    const first = await challengeFor();
    const second = await challengeFor();
    expect(second.second_factor).toBe('enrol');
    expect(second.enrolment?.secret).not.toBe(first.enrolment?.secret);
    expect((await codeStep(first.challenge, codeNow(first.enrolment?.secret ?? ''))).status).toBe(
      422,
    );
    expect((await codeStep(second.challenge, codeNow(second.enrolment?.secret ?? ''))).status).toBe(
      200,
    );
  });
});

describe("an enrolled staff member's code", () => {
  it('is asked for after the password, and starts a session', async () => {
    const { secret } = await enrol();
    const { second_factor, challenge, enrolment } = await challengeFor();
    expect(second_factor).toBe('code');
    expect(enrolment).toBeUndefined();
    const response = await codeStep(challenge, codeNow(secret));
    expect(response.status).toBe(200);
    expect(await response.json()).not.toHaveProperty('recovery_codes');
  });

  it('is taken once: the same code, or an older one, never again', async () => {
    const { secret } = await enrol();
    const code = codeNow(secret);
    expect((await codeStep((await challengeFor()).challenge, code)).status).toBe(200);
    const again = (await challengeFor()).challenge;
    expect((await codeStep(again, code)).status).toBe(422);
    nextStep();
    expect((await codeStep(again, codeNow(secret))).status).toBe(200);
  });

  it('may be a step either side of now, not further', async () => {
    const { secret } = await enrol();
    const now = gateway.clock.now().getTime();
    const { challenge } = await challengeFor();
    expect((await codeStep(challenge, totpCode(secret, now + 2 * 30_000))).status).toBe(422);
    expect((await codeStep(challenge, totpCode(secret, now + 30_000))).status).toBe(200);
  });

  it('may be a recovery code instead, each once, saying how many are left', async () => {
    const { recoveryCodes } = await enrol();
    const [code = ''] = recoveryCodes;
    const response = await codeStep((await challengeFor()).challenge, code.toUpperCase());
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ recovery_codes_left: 9 });
    expect((await codeStep((await challengeFor()).challenge, code)).status).toBe(422);
  });
});

describe('a challenge', () => {
  it('lasts ten minutes, and is used once', async () => {
    const { secret } = await enrol();
    const late = await challengeFor();
    gateway.clock.advance(10 * MINUTE);
    const expired = await codeStep(late.challenge, codeNow(secret));
    expect(expired.status).toBe(401);
    expect((await expired.json()).message).toBe(LOG_IN_AGAIN);

    const { challenge } = await challengeFor();
    expect((await codeStep(challenge, codeNow(secret))).status).toBe(200);
    nextStep();
    expect((await codeStep(challenge, codeNow(secret))).status).toBe(401);
    expect((await codeStep('made-up', codeNow(secret))).status).toBe(401);
  });

  it('takes five wrong codes, then the login starts again from the password', async () => {
    const { secret } = await enrol();
    const { challenge } = await challengeFor(STAFF, '203.0.113.1');
    for (const wrong of ['111111', '222222', '333333', '444444']) {
      expect((await codeStep(challenge, wrong, '203.0.113.1')).status).toBe(422);
    }
    // The fifth from another address, so that the lockout of the first is not what stops it.
    expect((await codeStep(challenge, '555555', '198.51.100.2')).status).toBe(422);
    expect((await codeStep(challenge, codeNow(secret), '198.51.100.2')).status).toBe(401);
  });

  it('counts wrong codes as wrong passwords: five pause the login from that address', async () => {
    await enrol();
    for (let wrong = 0; wrong < 5; wrong += 1) {
      const { challenge } = await challengeFor(STAFF, '203.0.113.1');
      expect((await codeStep(challenge, `00000${wrong}`, '203.0.113.1')).status).toBe(422);
    }
    expect((await passwordStep(STAFF, DEMO_PASSWORD, '203.0.113.1')).status).toBe(429);
    expect((await passwordStep(STAFF, DEMO_PASSWORD, '198.51.100.2')).status).toBe(200);
  });

  it('ends when its login is no longer staff', async () => {
    const { secret } = await enrol();
    const { challenge } = await challengeFor();
    await execute(
      gateway.database,
      gateway.database.updateTable('customers').set({ is_admin: 0 }).where('email', '=', STAFF),
    );
    expect((await codeStep(challenge, codeNow(secret))).status).toBe(401);
  });
});
