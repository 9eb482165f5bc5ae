import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import type { Story } from '@/lib/content/story';
import { formatShortDateTime } from '@/lib/format-date';
import type { GatewayError } from '@/lib/gateway/gateway-error';
import { FormAlert } from '@/lib/ui/form-alert';
import { LoadFailure } from '@/lib/ui/load-failure';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import { useMinimumDisplay } from '@/lib/ui/use-minimum-display';
import { Modal } from '@/lib/ui/modal';
import { Button } from '@/lib/ui/button';
import { VisuallyHidden } from '@/lib/ui/visually-hidden';
import { editorClient } from '../client/editor-client';
import { editorKeys } from '../client/editor-keys';
import type { HistoryEntry } from '../client/responses';
import { historyAction } from './history-words';
import styles from './story-actions.module.css';
import { useOneClickAction } from '@/lib/forms/use-one-click-action';

interface StoryHistoryDialogProps {
  storyId: number;
  /** Whether the story has a published version (restoring leaves it as it is). */
  published: boolean;
  open: boolean;
  onClose: () => void;
  /** An earlier version is the draft now: the story as saved. */
  onRestored: (story: Story) => void;
}

/**
 * The story's history, newest first: each version with what happened, who and when, and any
 * earlier version restored as the draft after a confirmation.
 */
export function StoryHistoryDialog({
  storyId,
  published,
  open,
  onClose,
  onRestored,
}: StoryHistoryDialogProps) {
  const history = useSWR<HistoryEntry[], GatewayError>(
    open ? editorKeys.history(storyId) : null,
    () => editorClient.history(storyId),
  );
  const loading = useMinimumDisplay(open && !history.data && !history.error);
  const [chosen, setChosen] = useState<HistoryEntry | null>(null);
  const { run, working, alert, clearAlert } = useOneClickAction(
    async (version: number) => {
      const { story } = await editorClient.revert(storyId, version);
      await history.mutate();
      return story;
    },
    {
      onDone: (story) => {
        setChosen(null);
        if (story) onRestored(story);
      },
    },
  );

  // Focus follows the step: into the confirmation, and back to the version it was about.
  const confirmation = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const lastChosen = useRef<number | null>(null);
  useEffect(() => {
    if (chosen) {
      lastChosen.current = chosen.version;
      confirmation.current?.focus();
    } else if (lastChosen.current !== null) {
      list.current?.querySelector<HTMLElement>(`[data-version="${lastChosen.current}"]`)?.focus();
    }
  }, [chosen]);

  const back = () => {
    clearAlert();
    setChosen(null);
  };
  if (chosen)
    return (
      <Modal
        open={open}
        title={`Restore version ${chosen.version}?`}
        onClose={back}
        onConfirm={() => run(chosen.version)}
        confirmLabel={`Restore version ${chosen.version}`}
        cancelLabel="Back to the history"
        confirming={working}
        size="large"
      >
        <div ref={confirmation} tabIndex={-1} className={styles.confirmation}>
          <FormAlert message={alert} />
          <p>
            Version {chosen.version} ({historyAction(chosen).toLowerCase()} by {chosen.who} on{' '}
            {formatShortDateTime(chosen.at)}) replaces the current draft. The current draft stays in
            this history, so you can restore it later.
          </p>
          <p>
            {published
              ? 'The page on the site does not change until you publish.'
              : 'The story is not on the site, and will not be until you publish it.'}
          </p>
        </div>
      </Modal>
    );

  const newestFirst = history.data ? [...history.data].reverse() : undefined;
  return (
    <Modal
      open={open}
      title="History"
      onClose={() => {
        lastChosen.current = null;
        onClose();
      }}
      cancelLabel="Close"
      size="large"
    >
      {history.error && !loading ? (
        <LoadFailure
          message="We could not load the history. Try again."
          retry={() => void history.mutate()}
        />
      ) : loading || !newestFirst ? (
        <LoadingPlaceholder label="Loading the history" className={styles.history} />
      ) : newestFirst.length === 0 ? (
        <p>Nothing has been changed in the editor yet.</p>
      ) : (
        <ol ref={list} className={styles.history}>
          {newestFirst.map((entry, index) => (
            <li key={entry.version} className={styles.version}>
              <div>
                <p>
                  <strong>
                    Version {entry.version}: {historyAction(entry)}
                  </strong>
                </p>
                <p className={styles.who}>
                  {entry.who}, <time dateTime={entry.at}>{formatShortDateTime(entry.at)}</time>
                </p>
              </div>
              {index === 0 ? (
                <p className={styles.who}>The current draft</p>
              ) : (
                <Button
                  variant="secondary"
                  size="small"
                  data-version={entry.version}
                  onClick={() => setChosen(entry)}
                >
                  Restore this version
                  <VisuallyHidden> (version {entry.version})</VisuallyHidden>
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
