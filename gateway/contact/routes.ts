import { sendContactMessage } from '@/lib/gateway/contract/contact';
import { inTransaction } from '../db/sql';
import { HttpError } from '../http/http-error';
import { idempotencyKeyOf, KEY_REUSED_MESSAGE } from '../http/idempotency';
import type { GatewayRouter } from '../http/router';
import { earlierSendOf, recordMessage } from './queries';
import { newContactReference } from './reference';
import { assertUnderSendLimit } from './send-limit';

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
        const earlier = await earlierSendOf(transaction, clientHash, idempotencyKey);
        if (earlier && earlier.requestHash !== requestHash) {
          throw new HttpError(422, KEY_REUSED_MESSAGE);
        }
        // A retry of a send that got through: the same reference, and no second message.
        if (earlier) return { reference: earlier.reference };
      }
      await assertUnderSendLimit(transaction, clientHash, now);
      const reference = newContactReference();
      await recordMessage(transaction, {
        reference,
        message,
        clientHash,
        idempotencyKey,
        requestHash,
        createdAt: now.toISOString(),
      });
      return { reference };
    });
  });
}
