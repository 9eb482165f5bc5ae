import { z } from 'zod';
import {
  castVote,
  getPollResults,
  MAX_POLL_OPTIONS,
  type PollResults,
} from '@/lib/gateway/contract/votes';
import { execute, inTransaction, queryAll, queryOne, sql, type Executor } from '../db/sql';
import { unprocessable } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { wholePercentages } from './whole-percentages';

async function resultsOf(db: Executor, pollId: string): Promise<PollResults> {
  const counts = await queryAll(
    db,
    z.object({ optionId: z.string(), votes: z.number().int() }),
    sql`SELECT option_id AS "optionId", count(*) AS votes FROM poll_votes WHERE poll_id = ${pollId}
         GROUP BY option_id ORDER BY votes DESC, option_id`,
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
        sql`SELECT option_id AS "optionId" FROM poll_votes
             WHERE poll_id = ${pollId} AND voter_hash = ${voterHash}`,
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
          sql`SELECT DISTINCT option_id AS "optionId" FROM poll_votes WHERE poll_id = ${pollId}`,
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
        sql`INSERT INTO poll_votes (poll_id, option_id, voter_hash, voted_at)
            VALUES (${pollId}, ${body.optionId}, ${voterHash}, ${deps.now().toISOString()})`,
      );
      return {
        ...(await resultsOf(transaction, pollId)),
        yourVote: body.optionId,
        counted: true,
      };
    }),
  );
}
