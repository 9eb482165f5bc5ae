import type { StoryAction } from './use-save-story';
import styles from './story-workspace.module.css';

/** What the site shows of the story: nothing, an older version than the saved draft, or it. */
export type LiveVersion = 'none' | 'older' | 'current';

interface StoryStateProps {
  dirty: boolean;
  live: LiveVersion;
  busy: StoryAction | null;
  /** The site's page could not be regenerated: it shows its previous version. */
  stale: boolean;
}

const BUSY: Record<StoryAction, string> = { save: 'Saving…', publish: 'Publishing…' };
const SAVED: Record<LiveVersion, string> = {
  none: 'Saved as a draft: not on the site yet',
  older: 'Saved: publish to put the changes on the site',
  current: 'Published: the site shows this version',
};

/** Where the story stands: changes not saved yet, or saved, and what the site shows. */
export function StoryState({ dirty, live, busy, stale }: StoryStateProps) {
  return (
    <p className={styles.state} data-dirty={dirty || undefined}>
      {busy
        ? BUSY[busy]
        : dirty
          ? 'Unsaved changes'
          : stale
            ? 'Saved: the site still shows its previous version'
            : SAVED[live]}
    </p>
  );
}
