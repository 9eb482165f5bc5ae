import { storyblokEditable } from '@storyblok/react';
import dynamic from 'next/dynamic';
import { blockLoading } from '../block-loading';
import type { EnergySourceVoteBlok } from './schema';
import styles from './energy-source-vote.module.css';

// The form and its gateway calls load only on pages that have a vote.
const VotePanel = dynamic(() => import('./vote-panel').then((module) => module.VotePanel), {
  loading: blockLoading('18rem'),
});

export function EnergySourceVote({ blok }: { blok: EnergySourceVoteBlok }) {
  return (
    <div className={styles.vote} {...storyblokEditable(blok)}>
      <VotePanel blok={blok} />
    </div>
  );
}
