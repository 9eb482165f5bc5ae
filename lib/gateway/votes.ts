import * as votes from './contract/votes';
import { gateway, type CallOptions } from './client';

export const getPollResults = (pollId: string, options?: CallOptions) =>
  gateway.call(votes.getPollResults, { params: { pollId } }, options);

export const castVote = (pollId: string, body: votes.VoteRequest, options?: CallOptions) =>
  gateway.call(votes.castVote, { params: { pollId }, body }, options);
