import { z } from 'zod';
import {
  castVote,
  getPollResults,
  MAX_POLL_OPTIONS,
  type PollResults,
} from '@/lib/gateway/contract/votes';
import { execute, inTransaction, queryAll, queryOne, type Executor } from '../db/sql';
import { unprocessable } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { wholePercentages } from './whole-percentages';

async function resultsOf(db: Executor, pollId: string): Promise<PollResults> {
  const counts = await queryAll(
    db,
    z.object({ optionId: z.string(), votes: z.number().int() }),
    db
      .selectFrom('poll_votes')
      .select((eb) => ['option_id as optionId', eb.fn.countAll<number>().as('votes')])
      .where('poll_id', '=', pollId)
      .groupBy('option_id')
      .orderBy('votes', 'desc')
      .orderBy('option_id'),
  );
  const percentages = wholePercentages(counts.map((count) => count.votes));
  return {
    pollId,
    totalVotes: counts.reduce((sum, count) => sum + count.votes, 0),
    results: counts.map((count, index) => ({ ...count, percentage: percentages[index] ?? 0 })),
  };
}

export function voteRoutes(router: GatewayRouter): void {
  router.add(getPollResults, ({ params, deps }) => resultsOf(deps.database, params.pollId));

  router.add(castVote, ({ params, body, deps }) =>
    inTransaction(deps.database, async (transaction) => {
      const { pollId } = params;
      const voterHash = deps.keyedHash('poll-voter', body.voterId);
      const earlier = await queryOne(
        transaction,
        z.object({ optionId: z.string() }),
        transaction
          .selectFrom('poll_votes')
          .select('option_id as optionId')
          .where('poll_id', '=', pollId)
          .where('voter_hash', '=', voterHash),
      );
      if (earlier) {
        return {
          ...(await resultsOf(transaction, pollId)),
          yourVote: earlier.optionId,
          counted: false,
        };
      }
      // Options live in the CMS; the cap stops a script filling a poll with made-up ones.
      const options = (
        await queryAll(
          transaction,
          z.object({ optionId: z.string() }),
          transaction
            .selectFrom('poll_votes')
            .select('option_id as optionId')
            .distinct()
            .where('poll_id', '=', pollId),
        )
      ).map((row) => row.optionId);
      if (!options.includes(body.optionId) && options.length >= MAX_POLL_OPTIONS) {
        throw unprocessable(
          'This poll has no such option. Please choose one of those shown.',
          'body.optionId',
        );
      }
      await execute(
        transaction,
        transaction.insertInto('poll_votes').values({
          poll_id: pollId,
          option_id: body.optionId,
          voter_hash: voterHash,
          voted_at: deps.now().toISOString(),
        }),
      );
      return {
        ...(await resultsOf(transaction, pollId)),
        yourVote: body.optionId,
        counted: true,
      };
    }),
  );
}
