import { storyblokEditable } from '@/lib/content/storyblok-editable';
import { deferredPart } from '../deferred-part';
import type { EnergySourceVoteBlok } from './schema';
import styles from './energy-source-vote.module.css';

// The form and its gateway calls load only on pages that have a vote.
const VotePanel = deferredPart(() => import('./vote-panel').then((module) => module.VotePanel));

export function EnergySourceVote({ blok }: { blok: EnergySourceVoteBlok }) {
  return (
    <div className={styles.vote} {...storyblokEditable(blok)}>
      <VotePanel blok={blok} />
    </div>
  );
}
