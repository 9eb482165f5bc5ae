import { z } from 'zod';
import { browserClientId } from './common';
import { defineEndpoint } from './endpoint';

/** Polls and their options are named by editors in the CMS: lower-case words and hyphens. */
export const pollSlug = z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/, {
  error: 'must be lower-case letters, digits and hyphens (at most 64)',
});

/** A poll counts votes for at most this many different options. */
export const MAX_POLL_OPTIONS = 12;

export const pollParams = z.object({ pollId: pollSlug });

export const voteRequest = z
  .strictObject({
    optionId: pollSlug,
    /** The browser's random id; the gateway keeps only a hash of it, to count one vote each. */
    voterId: browserClientId,
  })
  .meta({ id: 'VoteRequest' });
export type VoteRequest = z.input<typeof voteRequest>;

export const pollResults = z
  .object({
    pollId: pollSlug,
    totalVotes: z.number().int().nonnegative(),
    /** Every option with a vote, most votes first; percentages are whole and add up to 100. */
    results: z.array(
      z.object({
        optionId: pollSlug,
        votes: z.number().int().positive(),
        percentage: z.number().int().min(0).max(100),
      }),
    ),
  })
  .meta({ id: 'PollResults' });
export type PollResults = z.infer<typeof pollResults>;

export const voteOutcome = pollResults
  .extend({
    /** The option this voter's vote counts for: their first vote, if they had already voted. */
    yourVote: pollSlug,
    /** False when this voter had already voted, so nothing changed. */
    counted: z.boolean(),
  })
  .meta({ id: 'VoteOutcome' });
export type VoteOutcome = z.infer<typeof voteOutcome>;

export const getPollResults = defineEndpoint({
  method: 'get',
  path: '/api/v1/votes/{pollId}',
  summary: "A poll's results: votes and whole percentages per option",
  tag: 'votes',
  auth: 'none',
  params: pollParams,
  response: pollResults,
  status: 200,
});

export const castVote = defineEndpoint({
  method: 'post',
  path: '/api/v1/votes/{pollId}',
  summary:
    'Vote in a poll, once per browser: a repeat keeps the first vote; answers with the results',
  tag: 'votes',
  auth: 'none',
  params: pollParams,
  body: voteRequest,
  response: voteOutcome,
  status: 200,
  errors: [422, 429],
});
