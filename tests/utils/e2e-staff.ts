import Database from 'better-sqlite3';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createKeyedHash } from '@/gateway/auth/keyed-hash';
import { boundTo, staffSecretBox } from '@/gateway/auth/second-factor';
import { totpCode, totpStepAt, TOTP_PERIOD_SECONDS } from '@/lib/second-factor/totp';
import { E2E_PRODUCTION_ENV } from './e2e-env';

/**
 * Staff logins on the end-to-end server, which take a second factor: the first sets up the
 * authenticator app from the key on the page, later ones a code made from the secret in the
 * server's gateway database (GATEWAY_DATABASE_PATH in playwright.config.ts), as the app would.
 * The gateway takes each step's code once, so the two workers take turns (a lock folder beside
 * the database): a code one worker made must not be used up by the other first, and a wrong
 * code would count towards pausing the login.
 */

/** The demo logins with the admin flag (gateway/seed/personas.ts). */
export const STAFF_EMAILS: readonly string[] = ['admin@example.com'];

const E2E_GATEWAY_DATABASE = '.data/e2e/gateway.sqlite';
const LOCK = '.data/e2e/staff-login.lock';
/** A lock older than this was left by a worker that stopped: taken over. */
const STALE_LOCK_MS = 60_000;
const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Runs `task` while no other worker logs in as staff. */
export async function asOnlyStaffLogin<T>(task: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const since = statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs;
      if (since !== undefined && Date.now() - since > STALE_LOCK_MS)
        rmSync(LOCK, { recursive: true, force: true });
      await sleep(100);
    }
  }
  try {
    return await task();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/**
 * A code the gateway has not taken yet for an enrolled staff login, as its app shows it: when
 * this step's (and, within the ±1 window, the next's) is used up, waits for the next step.
 */
export async function freshStaffCode(email: string): Promise<string> {
  const db = new Database(E2E_GATEWAY_DATABASE, { readonly: true, fileMustExist: true });
  let factor: { id: number; sealed: string; lastUsedStep: number | null } | undefined;
  try {
    factor = db
      .prepare(
        `SELECT c.id, f.secret_sealed AS sealed, f.last_used_step AS lastUsedStep
           FROM staff_second_factors f JOIN customers c ON c.id = f.customer_id
          WHERE lower(c.email) = lower(?) AND f.enrolled_at IS NOT NULL`,
      )
      .get(email) as typeof factor;
  } finally {
    db.close();
  }
  if (!factor) throw new Error(`${email} has set up no authenticator app`);
  const box = staffSecretBox(createKeyedHash(E2E_PRODUCTION_ENV.GATEWAY_JWT_SECRET));
  const secret = box.open(factor.sealed, boundTo(factor.id));
  if (!secret) throw new Error(`${email}'s secret does not open with the e2e gateway's key`);
  const now = Date.now();
  const step = Math.max(totpStepAt(now), (factor.lastUsedStep ?? -Infinity) + 1);
  // A step ahead is in the window once the one before it has begun (plus a second of margin).
  const waitMs = (step - 1) * STEP_MS + 1000 - now;
  if (step > totpStepAt(now) && waitMs > 0) await sleep(waitMs);
  return totpCode(secret, step * STEP_MS);
}

/**
 * On the login page after a staff login's right password: sets the app up (the first time in
 * the run, going past the recovery codes) or types a fresh code.
 */
export async function completeStaffLoginOnPage(page: Page, email: string): Promise<void> {
  const step = page.getByRole('heading', { level: 2 });
  await expect(step).toHaveText(/^(Enter your code|Set up your authenticator app)$/);
  if ((await step.textContent()) === 'Set up your authenticator app') {
    const key = await page.getByLabel('Setup key, if you cannot scan the code').inputValue();
    await page.getByLabel('Code from the app').fill(totpCode(key.replace(/\s/g, ''), Date.now()));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(step).toHaveText('Save your recovery codes');
    await page.getByRole('button', { name: 'I have saved them: continue' }).click();
    return;
  }
  await page.getByLabel('Code', { exact: true }).fill(await freshStaffCode(email));
  const answer = page.waitForResponse((response) => response.url().endsWith('/second-factor'));
  await page.getByRole('button', { name: 'Continue' }).click();
  expect((await answer).status(), `the second factor of ${email}`).toBe(200);
}

/**
 * A bearer token for a staff login, from the gateway's API: the password, then the code (or
 * the app set up, if no page has done it yet).
 */
export function staffTokenFor(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  return asOnlyStaffLogin(async () => {
    const login = await request.post('/api/v1/auth/login', {
      data: { email, password, short_lived_refresh_token: 'true' },
    });
    expect(login.status()).toBe(200);
    const challenge = await login.json();
    const code = challenge.enrolment
      ? totpCode(challenge.enrolment.secret, Date.now())
      : await freshStaffCode(email);
    const answer = await request.post('/api/v1/auth/second-factor', {
      data: { challenge: challenge.challenge, code },
    });
    expect(answer.status(), `the second factor of ${email}`).toBe(200);
    return (await answer.json()).token;
  });
}
