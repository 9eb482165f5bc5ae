import { z } from 'zod';
import { ALREADY_RATED_MESSAGE, rateSwitch } from '@/lib/gateway/contract/feedback';
import { execute, queryOne } from '../db/query';
import { conflict, notFound } from '../http/http-error';
import type { GatewayRouter } from '../http/router';

export const UNKNOWN_REFERENCE_MESSAGE =
  'We could not find a switch with that reference. Please use the link in your welcome email.';

const rating = z.object({ stars: z.number().int(), comment: z.string().nullable() });

export function feedbackRoutes(router: GatewayRouter): void {
  router.add(rateSwitch, ({ body, deps }) =>
    deps.db.transaction(() => {
      const account = queryOne(
        deps.db,
        z.object({ id: z.number().int() }),
        'SELECT id FROM accounts WHERE number = ?',
        body.reference,
      );
      if (!account) throw notFound(UNKNOWN_REFERENCE_MESSAGE);

      const comment = body.comment || null;
      const earlier = queryOne(
        deps.db,
        rating,
        'SELECT stars, comment FROM switch_ratings WHERE account_id = ?',
        account.id,
      );
      // The same rating sent again (a retry) is accepted; a different one is not.
      if (earlier && (earlier.stars !== body.stars || earlier.comment !== comment)) {
        throw conflict(ALREADY_RATED_MESSAGE);
      }
      if (!earlier) {
        execute(
          deps.db,
          'INSERT INTO switch_ratings (account_id, stars, comment, rated_at) VALUES (?, ?, ?, ?)',
          account.id,
          body.stars,
          comment,
          deps.now().toISOString(),
        );
      }
      return { reference: body.reference, stars: body.stars };
    })(),
  );
}
