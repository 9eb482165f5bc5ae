import { z } from 'zod';
import {
  castVote,
  getPollResults,
  MAX_POLL_OPTIONS,
  type PollResults,
} from '@/lib/gateway/contract/votes';
import type { Db } from '../db/database';
import { execute, queryAll, queryOne } from '../db/query';
import { unprocessable } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { wholePercentages } from './whole-percentages';

function resultsOf(db: Db, pollId: string): PollResults {
  const counts = queryAll(
    db,
    z.object({ optionId: z.string(), votes: z.number().int() }),
    `SELECT option_id AS optionId, count(*) AS votes FROM poll_votes WHERE poll_id = ?
      GROUP BY option_id ORDER BY votes DESC, option_id`,
    pollId,
  );
  const percentages = wholePercentages(counts.map((count) => count.votes));
  return {
    pollId,
    totalVotes: counts.reduce((sum, count) => sum + count.votes, 0),
    results: counts.map((count, index) => ({ ...count, percentage: percentages[index] ?? 0 })),
  };
}

export function voteRoutes(router: GatewayRouter): void {
  router.add(getPollResults, ({ params, deps }) => resultsOf(deps.db, params.pollId));

  router.add(castVote, ({ params, body, deps }) =>
    deps.db.transaction(() => {
      const { pollId } = params;
      const voterHash = deps.keyedHash('poll-voter', body.voterId);
      const earlier = queryOne(
        deps.db,
        z.object({ optionId: z.string() }),
        'SELECT option_id AS optionId FROM poll_votes WHERE poll_id = ? AND voter_hash = ?',
        pollId,
        voterHash,
      );
      if (earlier) {
        return { ...resultsOf(deps.db, pollId), yourVote: earlier.optionId, counted: false };
      }
      // Options live in the CMS; the cap stops a script filling a poll with made-up ones.
      const options = queryAll(
        deps.db,
        z.object({ optionId: z.string() }),
        'SELECT DISTINCT option_id AS optionId FROM poll_votes WHERE poll_id = ?',
        pollId,
      ).map((row) => row.optionId);
      if (!options.includes(body.optionId) && options.length >= MAX_POLL_OPTIONS) {
        throw unprocessable(
          'This poll has no such option. Please choose one of those shown.',
          'body.optionId',
        );
      }
      execute(
        deps.db,
        'INSERT INTO poll_votes (poll_id, option_id, voter_hash, voted_at) VALUES (?, ?, ?, ?)',
        pollId,
        body.optionId,
        voterHash,
        deps.now().toISOString(),
      );
      return { ...resultsOf(deps.db, pollId), yourVote: body.optionId, counted: true };
    })(),
  );
}
