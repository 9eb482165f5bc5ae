import { z } from 'zod';
import type { PollResults } from '@/lib/gateway/contract/votes';
import { execute, queryAll, queryOne, type Executor } from '../db/sql';
import { wholePercentages } from './whole-percentages';

/** The poll's votes counted, most first, each option with its whole percentage. */
export async function resultsOf(db: Executor, pollId: string): Promise<PollResults> {
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

/** The option this voter chose in the poll, if they have voted. */
export function earlierVoteOf(db: Executor, pollId: string, voterHash: string) {
  return queryOne(
    db,
    z.object({ optionId: z.string() }),
    db
      .selectFrom('poll_votes')
      .select('option_id as optionId')
      .where('poll_id', '=', pollId)
      .where('voter_hash', '=', voterHash),
  );
}

/** Every option someone has voted for in the poll. */
export async function optionsVotedFor(db: Executor, pollId: string): Promise<string[]> {
  const rows = await queryAll(
    db,
    z.object({ optionId: z.string() }),
    db
      .selectFrom('poll_votes')
      .select('option_id as optionId')
      .distinct()
      .where('poll_id', '=', pollId),
  );
  return rows.map((row) => row.optionId);
}

export interface NewVote {
  pollId: string;
  optionId: string;
  /** The voter's id as a keyed hash: the id itself is never kept. */
  voterHash: string;
  votedAt: string;
}

export async function recordVote(db: Executor, vote: NewVote): Promise<void> {
  await execute(
    db,
    db.insertInto('poll_votes').values({
      poll_id: vote.pollId,
      option_id: vote.optionId,
      voter_hash: vote.voterHash,
      voted_at: vote.votedAt,
    }),
  );
}
