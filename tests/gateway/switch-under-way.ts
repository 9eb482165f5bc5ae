import { execute, type Executor } from '@/gateway/db/sql';
import { TEST_NOW } from './test-gateway';

/**
 * Makes a seeded account look like a sign-up of TEST_NOW whose switch is under way: locked
 * (not live yet) with the sign-up that opened it.
 */
export async function switchUnderWay(db: Executor, accountId: number): Promise<void> {
  const at = TEST_NOW.toISOString();
  const requestId = `switch-under-way-${accountId}`;
  await execute(
    db,
    db.updateTable('accounts').set({ account_unlocked: 0 }).where('id', '=', accountId),
  );
  await execute(
    db,
    db.insertInto('quote_requests').values({
      id: requestId,
      postcode: 'BS7 9JN',
      region_id: 22,
      body: '{}',
      created_at: at,
      expires_at: at,
    }),
  );
  await execute(
    db,
    db
      .insertInto('quotes')
      .values({ id: requestId, created_at: at, body: '{}', request_id: requestId }),
  );
  await execute(
    db,
    db.insertInto('signups').values({
      quote_request_id: requestId,
      quote_id: requestId,
      account_id: accountId,
      request_fingerprint: requestId,
      response_body: '{}',
      created_at: at,
    }),
  );
}
