import { z } from 'zod';
import { DEFAULT_MAIL_FROM, DEFAULT_RATE_LIMITS, type RateLimitSettings } from '@/lib/config';
import { createGatewayApp } from '@/gateway/app';
import { createAfterAnswer, type StartLater } from '@/gateway/http/after-answer';
import type { RateLimitStores } from '@/gateway/http/rate-limits';
import { createPasswords, type PasswordHashing } from '@/gateway/auth/passwords';
import { openDatabase } from '@/gateway/db/database';
import { migrate } from '@/gateway/db/migrate';
import { queryValue, type Database } from '@/gateway/db/sql';
import { preparedTestDatabase } from '@/tests/gateway/test-database';
import { createMailer, type MailTransport } from '@/gateway/mail/mailer';
import { latestOutboxMessages } from '@/gateway/mail/outbox';
import { DEMO_PASSWORD, seedIfEmpty } from '@/gateway/seed/seed';
import { DEFAULT_FEATURE_FLAGS } from '@/lib/content/feature-flags';
import type { FeatureFlags } from '@/lib/gateway/contract/account-sections';
import { totpCode, totpStepAt } from '@/lib/second-factor/totp';

/** Cheap Argon2id for tests only: production uses PRODUCTION_PASSWORD_HASHING. */
export const TEST_PASSWORD_HASHING: PasswordHashing = {
  memoryCost: 64,
  timeCost: 1,
  parallelism: 1,
};

export const TEST_SITE_ORIGIN = 'http://localhost:3000';
export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters';
/** A fixed "now" so that seeded dates and expiries are the same on every run. */
export const TEST_NOW = new Date('2026-03-15T10:00:00.000Z');

export interface LoggedIn {
  token: string;
  /** The Cookie header the browser would send back. */
  cookie: string;
  setCookies: string[];
  body: Record<string, unknown>;
}

/**
 * Tests call the gateway far faster than a person: the rate limits are off unless a test
 * turns them on (gateway/http/rate-limits.test.ts). Lockouts are always on.
 */
export const RATE_LIMITS_OFF: RateLimitSettings = { enabled: false, limits: DEFAULT_RATE_LIMITS };

export interface TestGatewayOptions {
  rateLimits?: RateLimitSettings;
  rateLimitStores?: RateLimitStores;
  trustedProxies?: readonly string[];
  /** A database file, for tests that open a second connection to it (default: in memory). */
  databasePath?: string;
  /** Delivers the emails (default: none; they stay in the outbox). */
  mailTransport?: MailTransport;
  /**
   * When work left until after an answer starts (default: the next turn). `request` waits
   * for that work, so a test that holds it sends its requests with `app.request`.
   */
  startAfterAnswer?: StartLater;
  /** The CMS's switches as the gateway reads them (default: the defaults, every one on). */
  featureFlags?: Partial<FeatureFlags>;
}

/** What a request sent with `from` carries: the Node socket it came in on, as servers pass it. */
const fromAddress = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

/** The demo data as it is on TEST_NOW, in a migrated database. */
async function migratedAndSeeded(database: Database): Promise<void> {
  await migrate(database);
  await seedIfEmpty(database, createPasswords(TEST_PASSWORD_HASHING), TEST_NOW);
}

async function openTestDatabase(path: string | undefined): Promise<Database> {
  if (path === undefined) return preparedTestDatabase(migratedAndSeeded);
  const database = openDatabase(path);
  await migratedAndSeeded(database);
  return database;
}

/**
 * A gateway over a fresh, seeded database (in memory, or on the test server that
 * GATEWAY_TEST_DATABASE_URL names), with a clock the test can move.
 */
export async function createTestGateway(options: TestGatewayOptions = {}) {
  const database = await openTestDatabase(options.databasePath);
  let now = TEST_NOW;
  const clock = {
    now: () => now,
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
  const mailer = createMailer({
    database,
    now: clock.now,
    from: DEFAULT_MAIL_FROM,
    transport: options.mailTransport,
  });
  const afterAnswer = createAfterAnswer(options.startAfterAnswer);
  const app = createGatewayApp({
    database,
    siteUrl: TEST_SITE_ORIGIN,
    mailer,
    afterAnswer,
    jwtSecret: TEST_JWT_SECRET,
    corsOrigins: [TEST_SITE_ORIGIN],
    passwordHashing: TEST_PASSWORD_HASHING,
    now: clock.now,
    rateLimits: options.rateLimits ?? RATE_LIMITS_OFF,
    rateLimitStores: options.rateLimitStores,
    trustedProxies: options.trustedProxies ?? [],
    featureFlags: () => Promise.resolve({ ...DEFAULT_FEATURE_FLAGS, ...options.featureFlags }),
  });

  /**
   * `from`: the client's address as the socket gives it (none: an unknown client). Resolves
   * once the work the request left until after its answer (deps.afterAnswer) has been done
   * too, so that tests see all it did.
   */
  async function request(
    path: string,
    init: RequestInit & { json?: unknown; from?: string } = {},
  ): Promise<Response> {
    const { json, from, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (json !== undefined) headers.set('content-type', 'application/json');
    const response = await app.request(
      path,
      { ...rest, headers, body: json === undefined ? rest.body : JSON.stringify(json) },
      from === undefined ? undefined : fromAddress(from),
    );
    await afterAnswer.settled();
    return response;
  }

  /** What the staff this gateway logged in hold: their app's secret and recovery codes. */
  const staffFactors = new Map<
    string,
    { secret: string; recoveryCodes: string[]; lastUsedStep: number }
  >();

  /**
   * Finishes a staff login as staff do: setting the app up the first time (keeping its secret
   * and recovery codes), then a code of a step not yet used, or a recovery code once the clock
   * has not moved on far enough for one.
   */
  async function completeStaffLogin(email: string, challenge: Record<string, unknown>) {
    const nowMs = clock.now().getTime();
    const enrolment = z.object({ secret: z.string() }).optional().parse(challenge.enrolment);
    const known = enrolment
      ? { secret: enrolment.secret, recoveryCodes: [], lastUsedStep: -Infinity }
      : staffFactors.get(email);
    if (!known) throw new Error(`${email} set up a second factor outside this test gateway`);
    const step = Math.max(totpStepAt(nowMs), known.lastUsedStep + 1);
    const useRecoveryCode = step > totpStepAt(nowMs) + 1;
    const code = useRecoveryCode
      ? known.recoveryCodes.shift()
      : totpCode(known.secret, step * 30_000);
    const response = await request('/api/v1/auth/second-factor', {
      method: 'POST',
      json: { challenge: challenge.challenge, code },
    });
    if (response.status !== 200) throw new Error(`second factor of ${email}: ${response.status}`);
    const body: Record<string, unknown> = await response.clone().json();
    staffFactors.set(email, {
      secret: known.secret,
      recoveryCodes:
        z.array(z.string()).optional().parse(body.recovery_codes) ?? known.recoveryCodes,
      lastUsedStep: useRecoveryCode ? known.lastUsedStep : step,
    });
    return response;
  }

  async function login(email: string, shortLived = false): Promise<LoggedIn> {
    let response = await request('/api/v1/auth/login', {
      method: 'POST',
      json: { email, password: DEMO_PASSWORD, short_lived_refresh_token: String(shortLived) },
    });
    if (response.status !== 200) throw new Error(`login ${email}: ${response.status}`);
    let body: Record<string, unknown> = await response.json();
    if ('challenge' in body) {
      response = await completeStaffLogin(email, body);
      body = await response.json();
    }
    const setCookies = response.headers.getSetCookie();
    const cookie = setCookies
      .map((header) => header.split(';')[0] ?? '')
      .filter((pair) => !pair.endsWith('='))
      .join('; ');
    return { token: String(body.token), cookie, setCookies, body };
  }

  /** A GET or other call with the logged-in customer's bearer token. */
  function as(session: LoggedIn, path: string, init: RequestInit & { json?: unknown } = {}) {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${session.token}`);
    return request(path, { ...init, headers });
  }

  /** The emails written to the outbox, newest first. */
  const outbox = () => latestOutboxMessages(database);

  return { app, database, clock, request, login, as, mailer, afterAnswer, outbox };
}

export type TestGateway = Awaited<ReturnType<typeof createTestGateway>>;

/** The id of a seeded account by its number. */
export async function accountIdOf(gateway: TestGateway, number: string): Promise<number> {
  const id = await queryValue(
    gateway.database,
    z.number(),
    gateway.database.selectFrom('accounts').select('id').where('number', '=', number),
  );
  if (id === undefined) throw new Error(`No account ${number}`);
  return id;
}
