import { useState, useSyncExternalStore } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { getPollResults } from '@/lib/gateway/votes';
import { LoadFailure } from '@/lib/ui/load-failure';
import type { EnergySourceVoteBlok } from './schema';
import { votedOption } from './vote-cookie';
import { VoteForm, type Vote } from './vote-form';
import { VoteResults } from './vote-results';
import styles from './energy-source-vote.module.css';

const resultsKey = (pollId: string) => ['poll-results', pollId] as const;

// Nothing announces a cookie change; the vote cookie only changes through this block.
const noSubscription = () => () => {};

/** The vote form, or, once this browser has voted, the results. */
export function VotePanel({ blok }: { blok: EnergySourceVoteBlok }) {
  const [newVote, setNewVote] = useState<Vote | null>(null);
  // The cookie is read once hydrated: the page the server sends is the same for everyone.
  const remembered = useSyncExternalStore(
    noSubscription,
    () => votedOption(blok.poll_id),
    () => null,
  );
  const vote: Vote | null =
    newVote ?? (remembered ? { optionId: remembered, counted: false, justNow: false } : null);

  const { mutate } = useSWRConfig();
  const results = useSWR(
    vote ? resultsKey(blok.poll_id) : null,
    () => getPollResults(blok.poll_id),
    { revalidateIfStale: false, revalidateOnFocus: false },
  );

  if (!vote) {
    return (
      <VoteForm
        blok={blok}
        onVoted={(pollResults, justCast) => {
          void mutate(resultsKey(blok.poll_id), pollResults, { revalidate: false });
          setNewVote(justCast);
        }}
      />
    );
  }
  if (results.data) {
    return <VoteResults blok={blok} results={results.data} vote={vote} />;
  }
  if (results.error) {
    return (
      <LoadFailure
        className={styles.resultsPending}
        message="We could not load the results just now."
        retry={() => void results.mutate()}
      />
    );
  }
  return (
    <p className={styles.resultsPending} role="status">
      Loading the results…
    </p>
  );
}
