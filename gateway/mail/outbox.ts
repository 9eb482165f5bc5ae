import { z } from 'zod';
import type { Db } from '../db/database';
import { queryAll, queryOne } from '../db/query';

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
export function latestOutboxMessages(db: Db, limit = 100): OutboxMessage[] {
  return queryAll(
    db,
    outboxMessage,
    `SELECT id, recipient, subject, body, created_at AS createdAt, sent_at AS sentAt,
            failed_at AS failedAt
       FROM outbox ORDER BY id DESC LIMIT ?`,
    limit,
  );
}

/** Whether a message with this subject went to this address since a time. */
export function queuedSince(db: Db, recipient: string, subject: string, since: Date): boolean {
  return (
    queryOne(
      db,
      z.object({ found: z.number() }),
      `SELECT 1 AS found FROM outbox
        WHERE recipient = ? COLLATE NOCASE AND subject = ? AND created_at > ? LIMIT 1`,
      recipient,
      subject,
      since.toISOString(),
    ) !== undefined
  );
}
