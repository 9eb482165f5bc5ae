import { z } from 'zod';
import { queryAll, queryOne, sql, type Executor } from '../db/sql';

export const outboxMessage = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  failedAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

/** The latest messages, newest first. */
export function latestOutboxMessages(db: Executor, limit = 100): Promise<OutboxMessage[]> {
  return queryAll(
    db,
    outboxMessage,
    sql`SELECT id, recipient, subject, body, created_at AS "createdAt", sent_at AS "sentAt",
               failed_at AS "failedAt"
          FROM outbox ORDER BY id DESC LIMIT ${limit}`,
  );
}

/** Whether a message with this subject went to this address since a time. */
export async function queuedSince(
  db: Executor,
  recipient: string,
  subject: string,
  since: Date,
): Promise<boolean> {
  const found = await queryOne(
    db,
    z.object({ found: z.number() }),
    sql`SELECT 1 AS found FROM outbox
         WHERE lower(recipient) = lower(${recipient}) AND subject = ${subject}
           AND created_at > ${since.toISOString()}
         LIMIT 1`,
  );
  return found !== undefined;
}
