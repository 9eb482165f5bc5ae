import { z } from 'zod';
import { equalsIgnoringCase } from '../db/ignoring-case';
import { queryAll, queryOne, type Executor } from '../db/sql';

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
    db
      .selectFrom('outbox')
      .select([
        'id',
        'recipient',
        'subject',
        'body',
        'created_at as createdAt',
        'sent_at as sentAt',
        'failed_at as failedAt',
      ])
      .orderBy('id', 'desc')
      .limit(limit),
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
    z.object({ id: z.number() }),
    db
      .selectFrom('outbox')
      .select('id')
      .where((eb) => equalsIgnoringCase(eb, 'recipient', recipient))
      .where('subject', '=', subject)
      .where('created_at', '>', since.toISOString())
      .limit(1),
  );
  return found !== undefined;
}
