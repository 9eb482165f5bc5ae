import { castVote, getPollResults, MAX_POLL_OPTIONS } from '@/lib/gateway/contract/votes';
import { inTransaction } from '../db/sql';
import { unprocessable } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { earlierVoteOf, optionsVotedFor, recordVote, resultsOf } from './queries';

export function voteRoutes(router: GatewayRouter): void {
  router.add(getPollResults, ({ params, deps }) => resultsOf(deps.database, params.pollId));

  router.add(castVote, ({ params, body, deps }) =>
    inTransaction(deps.database, async (transaction) => {
      const { pollId } = params;
      const voterHash = deps.keyedHash('poll-voter', body.voterId);
      const earlier = await earlierVoteOf(transaction, pollId, voterHash);
      if (earlier) {
        return {
          ...(await resultsOf(transaction, pollId)),
          yourVote: earlier.optionId,
          counted: false,
        };
      }
      // Options live in the CMS; the cap stops a script filling a poll with made-up ones.
      const options = await optionsVotedFor(transaction, pollId);
      if (!options.includes(body.optionId) && options.length >= MAX_POLL_OPTIONS) {
        throw unprocessable(
          'This poll has no such option. Please choose one of those shown.',
          'body.optionId',
        );
      }
      await recordVote(transaction, {
        pollId,
        optionId: body.optionId,
        voterHash,
        votedAt: deps.now().toISOString(),
      });
      return {
        ...(await resultsOf(transaction, pollId)),
        yourVote: body.optionId,
        counted: true,
      };
    }),
  );
}
