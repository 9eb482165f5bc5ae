import { z } from 'zod';
import { sendContactMessage } from '@/lib/gateway/contract/contact';
import { execute, inTransaction, queryOne } from '../db/sql';
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

    return inTransaction(deps.database, async (transaction) => {
      if (idempotencyKey) {
        const earlier = await queryOne(
          transaction,
          earlierSend,
          transaction
            .selectFrom('contact_messages')
            .select(['reference', 'request_hash as requestHash'])
            .where('client_hash', '=', clientHash)
            .where('idempotency_key', '=', idempotencyKey),
        );
        if (earlier && earlier.requestHash !== requestHash) {
          throw new HttpError(422, KEY_REUSED_MESSAGE);
        }
        // A retry of a send that got through: the same reference, and no second message.
        if (earlier) return { reference: earlier.reference };
      }
      await assertUnderSendLimit(transaction, clientHash, now);
      const reference = newContactReference();
      await execute(
        transaction,
        transaction.insertInto('contact_messages').values({
          reference,
          name: message.name,
          email: message.email,
          account_number: message.accountNumber || null,
          topic: message.topic,
          message: message.message,
          client_hash: clientHash,
          idempotency_key: idempotencyKey,
          request_hash: requestHash,
          created_at: now.toISOString(),
        }),
      );
      return { reference };
    });
  });
}
