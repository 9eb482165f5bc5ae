import { useState } from 'react';
import { Button } from '@/lib/ui/button';
import { FormAlert } from '@/lib/ui/form-alert';
import { editorClient } from '../client/editor-client';
import styles from './story-actions.module.css';
import { useOneClickAction } from '@/lib/forms/use-one-click-action';

/** A change that reached the content space while some of its pages kept their last version. */
export interface StaleChange {
  /** What was done, as the editor is told it: `Published`. */
  done: string;
  fullSlug: string;
  /** The pages that still show their last version. */
  stale: string[];
}

const listed = (paths: string[]) =>
  paths.length === 1 ? paths[0]! : `${paths.slice(0, -1).join(', ')} and ${paths.at(-1)}`;

/** What happened, what the site shows meanwhile, and when it catches up. */
export function staleMessage({ done, stale }: StaleChange, tries: number): string {
  const one = stale.length === 1;
  const it = one ? 'it' : 'them';
  const happened =
    tries === 0
      ? `${done}, but the site could not regenerate ${listed(stale)}`
      : `${done}. The site still could not regenerate ${listed(stale)}`;
  return (
    `${happened}: the content service did not answer. Until ${one ? 'it is' : 'they are'} ` +
    `regenerated, ${one ? 'that page shows' : 'those pages show'} the previous version. The ` +
    `site regenerates ${it} by itself when ${it} ${one ? 'is' : 'are'} next visited after the ` +
    `content service is back (at most once a minute), or you can regenerate ${it} now.`
  );
}

interface StalePagesProps {
  change: StaleChange;
  /** Regenerated again: the pages that still show their last version, none when all caught up. */
  onRetried: (stale: string[]) => void;
}

/** Says which pages still show their last version, and regenerates them again on request. */
export function StalePages({ change, onRetried }: StalePagesProps) {
  const [tries, setTries] = useState(0);
  const regenerate = useOneClickAction(() => editorClient.regenerate(change.fullSlug), {
    onDone: ({ stale }) => {
      setTries((count) => count + 1);
      onRetried(stale);
    },
  });
  return (
    <div className={styles.stale}>
      <FormAlert message={staleMessage(change, tries)} />
      <FormAlert message={regenerate.alert} />
      <Button
        variant="secondary"
        size="small"
        loading={regenerate.working}
        disabled={regenerate.working}
        onClick={() => regenerate.run()}
      >
        {change.stale.length === 1 ? 'Regenerate the page now' : 'Regenerate the pages now'}
      </Button>
    </div>
  );
}
