import { z } from 'zod';
import { sendContactMessage } from '@/lib/gateway/contract/contact';
import { execute, queryOne } from '../db/query';
import { HttpError } from '../http/http-error';
import { idempotencyKeyOf, KEY_REUSED_MESSAGE } from '../http/idempotency';
import type { GatewayRouter } from '../http/router';
import { newContactReference } from './reference';
import { assertUnderSendLimit } from './send-limit';

const earlierSend = z.object({ reference: z.string(), requestHash: z.string() });

export function contactRoutes(router: GatewayRouter): void {
  router.add(sendContactMessage, ({ body, deps, c }) => {
    const { clientId, website, ...message } = body;
    // Only a robot fills the hidden field: it is told "sent", and nothing is kept.
    if (website?.trim()) return { reference: newContactReference() };

    const clientHash = deps.keyedHash('contact-sender', clientId);
    const idempotencyKey = idempotencyKeyOf(c.req.raw);
    const requestHash = deps.keyedHash('contact-request', JSON.stringify(message));
    const now = deps.now();

    return deps.db.transaction(() => {
      if (idempotencyKey) {
        const earlier = queryOne(
          deps.db,
          earlierSend,
          `SELECT reference, request_hash AS requestHash FROM contact_messages
            WHERE client_hash = ? AND idempotency_key = ?`,
          clientHash,
          idempotencyKey,
        );
        if (earlier && earlier.requestHash !== requestHash) {
          throw new HttpError(422, KEY_REUSED_MESSAGE);
        }
        // A retry of a send that got through: the same reference, and no second message.
        if (earlier) return { reference: earlier.reference };
      }
      assertUnderSendLimit(deps.db, clientHash, now);
      const reference = newContactReference();
      execute(
        deps.db,
        `INSERT INTO contact_messages (reference, name, email, account_number, topic, message,
           client_hash, idempotency_key, request_hash, created_at)
         VALUES (@reference, @name, @email, @accountNumber, @topic, @message, @clientHash,
           @idempotencyKey, @requestHash, @createdAt)`,
        {
          ...message,
          reference,
          accountNumber: message.accountNumber || null,
          clientHash,
          idempotencyKey,
          requestHash,
          createdAt: now.toISOString(),
        },
      );
      return { reference };
    })();
  });
}
