import { z } from 'zod';
import { CONTACT_LIMIT, CONTACT_LIMIT_WINDOW_MINUTES } from '@/lib/gateway/contract/contact';
import { queryAll, type Executor } from '../db/sql';
import { HttpError } from '../http/http-error';

const WINDOW_MS = CONTACT_LIMIT_WINDOW_MINUTES * 60_000;

/** Throws 429 (with Retry-After) when the client has sent CONTACT_LIMIT messages in the window. */
export async function assertUnderSendLimit(
  db: Executor,
  clientHash: string,
  now: Date,
): Promise<void> {
  const windowStart = new Date(now.getTime() - WINDOW_MS).toISOString();
  const recent = await queryAll(
    db,
    z.object({ createdAt: z.string() }),
    db
      .selectFrom('contact_messages')
      .select('created_at as createdAt')
      .where('client_hash', '=', clientHash)
      .where('created_at', '>', windowStart)
      .orderBy('created_at', 'desc')
      .limit(CONTACT_LIMIT),
  );
  const oldest = recent[CONTACT_LIMIT - 1];
  if (!oldest) return;
  const retryAfterSeconds = Math.ceil(
    (new Date(oldest.createdAt).getTime() + WINDOW_MS - now.getTime()) / 1000,
  );
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  throw new HttpError(
    429,
    `You have sent us ${CONTACT_LIMIT} messages in the last ${CONTACT_LIMIT_WINDOW_MINUTES} ` +
      `minutes. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} before ` +
      'sending another: what you typed is still here.',
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  );
}
