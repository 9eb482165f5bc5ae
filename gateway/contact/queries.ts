import { z } from 'zod';
import { execute, queryOne, type Executor } from '../db/sql';

const earlierSend = z.object({ reference: z.string(), requestHash: z.string() });

/** The message this client sent with this Idempotency-Key, if any: its reference and request. */
export function earlierSendOf(db: Executor, clientHash: string, idempotencyKey: string) {
  return queryOne(
    db,
    earlierSend,
    db
      .selectFrom('contact_messages')
      .select(['reference', 'request_hash as requestHash'])
      .where('client_hash', '=', clientHash)
      .where('idempotency_key', '=', idempotencyKey),
  );
}

export interface NewContactMessage {
  reference: string;
  message: {
    name: string;
    email: string;
    accountNumber?: string | undefined;
    topic: string;
    message: string;
  };
  clientHash: string;
  idempotencyKey: string | null;
  requestHash: string;
  createdAt: string;
}

export async function recordMessage(db: Executor, sent: NewContactMessage): Promise<void> {
  await execute(
    db,
    db.insertInto('contact_messages').values({
      reference: sent.reference,
      name: sent.message.name,
      email: sent.message.email,
      account_number: sent.message.accountNumber || null,
      topic: sent.message.topic,
      message: sent.message.message,
      client_hash: sent.clientHash,
      idempotency_key: sent.idempotencyKey,
      request_hash: sent.requestHash,
      created_at: sent.createdAt,
    }),
  );
}
