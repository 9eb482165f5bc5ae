import { ALREADY_RATED_MESSAGE, rateSwitch } from '@/lib/gateway/contract/feedback';
import { inTransaction } from '../db/sql';
import { conflict, notFound } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { accountByNumber, ratingOf, recordRating } from './queries';
import { accountNumberOfRatingCode } from './rating-links';

export const UNKNOWN_REFERENCE_MESSAGE =
  'We could not find a switch from that link. Please use the link in your welcome email.';

/**
 * Ratings come from the signed link in a welcome email: a code the gateway did not make is
 * answered exactly as one for an account that does not exist, so account numbers cannot be
 * tried one after another to learn which exist.
 */
export function feedbackRoutes(router: GatewayRouter): void {
  router.add(rateSwitch, ({ body, deps }) =>
    inTransaction(deps.database, async (transaction) => {
      const accountNumber = accountNumberOfRatingCode(deps.keyedHash, body.reference);
      const account =
        accountNumber === null ? undefined : await accountByNumber(transaction, accountNumber);
      if (!account) throw notFound(UNKNOWN_REFERENCE_MESSAGE);

      const comment = body.comment || null;
      const earlier = await ratingOf(transaction, account.id);
      // The same rating sent again (a retry) is accepted; a different one is not.
      if (earlier && (earlier.stars !== body.stars || earlier.comment !== comment)) {
        throw conflict(ALREADY_RATED_MESSAGE);
      }
      if (!earlier) {
        await recordRating(transaction, {
          accountId: account.id,
          stars: body.stars,
          comment,
          ratedAt: deps.now().toISOString(),
        });
      }
      return { reference: body.reference, stars: body.stars };
    }),
  );
}
