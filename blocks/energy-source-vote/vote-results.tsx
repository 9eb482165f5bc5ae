import { useEffect, useRef } from 'react';
import { formatNumber } from '@/lib/format-number';
import type { PollResults } from '@/lib/gateway/contract/votes';
import type { EnergySourceVoteBlok } from './schema';
import type { Vote } from './vote-form';
import styles from './energy-source-vote.module.css';

/** Each option the CMS lists, with its share of the votes (0% when it has none yet). */
export function VoteResults({
  blok,
  results,
  vote,
}: {
  blok: EnergySourceVoteBlok;
  results: PollResults;
  vote: Vote;
}) {
  const status = useRef<HTMLParagraphElement>(null);
  // Someone who has just voted is taken to the results, so they hear them first.
  useEffect(() => {
    if (vote.justNow) status.current?.focus();
  }, [vote.justNow]);

  const choice =
    blok.options.find((option) => option.option_id === vote.optionId)?.label ?? 'your choice';
  const percentage = (optionId: string) =>
    results.results.find((result) => result.optionId === optionId)?.percentage ?? 0;
  const votes = formatNumber(results.totalVotes);

  return (
    <div className={styles.results}>
      <p ref={status} tabIndex={-1} className={styles.status}>
        {vote.justNow && vote.counted
          ? `Thank you for voting for ${choice}.`
          : `You voted for ${choice}.`}{' '}
        Here are the results so far.
      </p>
      <p className={styles.question}>{blok.question}</p>
      <ul className={styles.resultList} aria-label="Results so far">
        {blok.options.map((option) => (
          <li key={option._uid} className={styles.result}>
            <span className={styles.resultLabel}>
              {option.label}
              {option.option_id === vote.optionId && (
                <span className={styles.yourVote}> (your vote)</span>
              )}
            </span>
            <span className={styles.percentage}>{percentage(option.option_id)}%</span>
            <span className={styles.bar} aria-hidden="true">
              <span style={{ width: `${percentage(option.option_id)}%` }} />
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        {votes} {results.totalVotes === 1 ? 'vote' : 'votes'} so far
      </p>
    </div>
  );
}
