import type { z } from 'zod';
import type { extraSupport } from '@/lib/gateway/contract/signups';
import { execute, type Executor } from '../db/sql';

/**
 * Keeps the Priority Services Register answer with the new account, so the support team can
 * register the home. Details are kept only when support is needed and something was written.
 */
export async function recordExtraSupport(
  db: Executor,
  accountId: number,
  answer: z.output<typeof extraSupport> | undefined,
  now: Date,
): Promise<void> {
  if (!answer) return;
  const details = answer.needed && answer.details ? answer.details : null;
  await execute(
    db,
    db.insertInto('extra_support').values({
      account_id: accountId,
      needed: answer.needed ? 1 : 0,
      details,
      recorded_at: now.toISOString(),
    }),
  );
}
