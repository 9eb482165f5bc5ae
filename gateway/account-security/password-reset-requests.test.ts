import { RESET_LINK_SENT_MESSAGE } from '@/lib/gateway/contract/password-rules';
import { z } from 'zod';
import { dialectOf } from '../db/database';
import { inTransaction, queryAll, sql } from '../db/sql';
import { answerOf } from '@/tests/gateway/answers';
import { snapshotRows } from '@/tests/gateway/db-snapshot';
import { createTestGateway, TEST_NOW, type TestGateway } from '@/tests/gateway/test-gateway';
import { RESET_EMAILS_PER_HOUR } from './password-resets';

/**
 * Issue 42: a reset request must take the same time whether or not its email has a login.
 * Timing requests would be flaky, so these tests check why it does: the answer is given before
 * anything about the email is looked at, and all of that is done after it.
 */

const SENT = { status: 202, body: { message: RESET_LINK_SENT_MESSAGE } };
const MINUTE = 60 * 1000;

/** A gateway whose work left until after an answer waits until the test starts it. */
async function gatewayHoldingWork() {
  const held: (() => void)[] = [];
  const gateway = await createTestGateway({ startAfterAnswer: (start) => held.push(start) });
  /** Starts every piece of held work at once, and waits for all of it. */
  async function startHeldWork() {
    for (const start of held.splice(0)) start();
    await gateway.afterAnswer.settled();
  }
  return { gateway, held, startHeldWork };
}

/** Sends the request straight to the app: `gateway.request` would wait for the held work. */
const askForReset = (gateway: TestGateway, email: string) =>
  gateway.app.request('/api/v1/auth/password-resets', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });

const resetRows = (gateway: TestGateway) =>
  queryAll(
    gateway.database,
    z.object({ customerId: z.number(), createdAt: z.string(), expiresAt: z.string() }),
    gateway.database
      .selectFrom('password_resets')
      .select(['customer_id as customerId', 'created_at as createdAt', 'expires_at as expiresAt']),
  );

/**
 * Keeps the customers table from being read until the returned function is called: on SQLite
 * by holding the one connection in a transaction, on PostgreSQL by locking the table too.
 */
function holdCustomers(gateway: TestGateway): () => Promise<void> {
  let release = () => {};
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const held = inTransaction(gateway.database, async (transaction) => {
    if (dialectOf(transaction) === 'postgres') {
      // The builder has no LOCK TABLE.
      await sql`LOCK TABLE customers IN ACCESS EXCLUSIVE MODE`.execute(transaction);
    }
    locked();
    await new Promise<void>((resolve) => {
      release = resolve;
    });
  });
  return async () => {
    await isLocked;
    release();
    await held;
  };
}

/** `promise`, or a failure naming `what` if it has not settled within a second. */
function withinASecond<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not come within a second`)), 1000);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

describe('POST /api/v1/auth/password-resets takes the same time for any email', () => {
  it('answers a known and an unknown email alike before anything is read or written for either', async () => {
    const { gateway, held, startHeldWork } = await gatewayHoldingWork();
    const before = await snapshotRows(gateway.database);

    const known = await answerOf(await askForReset(gateway, 'alex@example.com'));
    const unknown = await answerOf(await askForReset(gateway, 'nobody@example.com'));

    expect(known).toEqual(SENT);
    expect(unknown).toEqual(known);
    // Each left the same one piece of work, and neither has written anything yet.
    expect(held).toHaveLength(2);
    expect(await snapshotRows(gateway.database)).toBe(before);

    await startHeldWork();
    expect((await gateway.outbox()).map(({ recipient }) => recipient)).toEqual([
      'alex@example.com',
    ]);
    expect(await resetRows(gateway)).toHaveLength(1);
  });

  it('answers while the customers table cannot be read, so no answer waits on what it holds', async () => {
    const gateway = await createTestGateway();
    const release = holdCustomers(gateway);
    const answers = await withinASecond(
      Promise.all(
        ['alex@example.com', 'nobody@example.com'].map(async (email) =>
          answerOf(await askForReset(gateway, email)),
        ),
      ),
      'The answers',
    );
    expect(answers).toEqual([SENT, SENT]);
    await release();

    await gateway.afterAnswer.settled();
    expect((await gateway.outbox()).map(({ recipient }) => recipient)).toEqual([
      'alex@example.com',
    ]);
  });

  it('dates the link from the request, however late the work after the answer runs', async () => {
    const { gateway, startHeldWork } = await gatewayHoldingWork();
    await askForReset(gateway, 'alex@example.com');
    gateway.clock.advance(10 * MINUTE);
    await startHeldWork();
    expect(await resetRows(gateway)).toEqual([
      {
        customerId: 1,
        createdAt: TEST_NOW.toISOString(),
        expiresAt: new Date(TEST_NOW.getTime() + 30 * MINUTE).toISOString(),
      },
    ]);
  });

  it(`still sends one customer at most ${RESET_EMAILS_PER_HOUR} links an hour when the work of many requests runs at once`, async () => {
    const { gateway, startHeldWork } = await gatewayHoldingWork();
    for (let i = 0; i < 6; i += 1) {
      expect(await answerOf(await askForReset(gateway, 'alex@example.com'))).toEqual(SENT);
    }
    await startHeldWork();
    expect(await gateway.outbox()).toHaveLength(RESET_EMAILS_PER_HOUR);
    expect(await resetRows(gateway)).toHaveLength(RESET_EMAILS_PER_HOUR);
  });

  // The work is made to fail by closing the database under it: SQLite's handle refuses at once,
  // while the PostgreSQL test database hands out a copy per test that outlives destroy().
  it.skipIf(Boolean(process.env.GATEWAY_TEST_DATABASE_URL))(
    'answers the same when the work after the answer fails, and logs the failure',
    async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { gateway, startHeldWork } = await gatewayHoldingWork();
      expect(await answerOf(await askForReset(gateway, 'alex@example.com'))).toEqual(SENT);
      expect(await resetRows(gateway)).toEqual([]);
      await gateway.database.destroy();
      await startHeldWork();
      expect(errors).toHaveBeenCalledWith(
        'A password reset request failed after its answer:',
        expect.any(Error),
      );
      errors.mockRestore();
    },
  );
});
