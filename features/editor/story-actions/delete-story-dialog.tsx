import { useState } from 'react';
import { Link } from '@/lib/ui/link';
import useSWR from 'swr';
import { storyPath } from '@/lib/content/story-path';
import type { GatewayError } from '@/lib/gateway/gateway-error';
import { FormAlert } from '@/lib/ui/form-alert';
import { LoadFailure } from '@/lib/ui/load-failure';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import { useMinimumDisplay } from '@/lib/ui/use-minimum-display';
import { Modal } from '@/lib/ui/modal';
import { editorClient } from '../client/editor-client';
import { editorKeys } from '../client/editor-keys';
import type { StorySummary } from '../client/responses';
import styles from './story-actions.module.css';
import { StalePages, type StaleChange } from './stale-pages';
import { useOneClickAction } from '@/lib/forms/use-one-click-action';

interface DeleteStoryDialogProps {
  storyId: number;
  storyName: string;
  fullSlug: string;
  open: boolean;
  onClose: () => void;
  /** Deleted: the story's file is gone, and its page if it was live and could be regenerated. */
  onDeleted: () => void;
}

/** Asks before deleting a story, naming the stories whose links to it would break. */
export function DeleteStoryDialog({
  storyId,
  storyName,
  fullSlug,
  open,
  onClose,
  onDeleted,
}: DeleteStoryDialogProps) {
  const [staleChange, setStaleChange] = useState<StaleChange | null>(null);
  const links = useSWR<StorySummary[], GatewayError>(
    open ? editorKeys.linksTo(storyId) : null,
    () => editorClient.linksTo(storyId),
  );
  const loadingLinks = useMinimumDisplay(open && !links.data && !links.error);
  const { run, working, alert, clearAlert } = useOneClickAction(
    () => editorClient.deleteStory(storyId),
    {
      onDone: ({ stale }) => {
        // The editor stays to hear that the site still shows the page, with the way to retry.
        if (stale.length > 0) setStaleChange({ done: `${storyName} is deleted`, fullSlug, stale });
        else onDeleted();
      },
    },
  );
  if (staleChange)
    return (
      <Modal
        open={open}
        title={`${storyName} is deleted`}
        onClose={onDeleted}
        cancelLabel="Back to all pages"
      >
        <StalePages
          change={staleChange}
          onRetried={(stale) =>
            stale.length > 0 ? setStaleChange({ ...staleChange, stale }) : onDeleted()
          }
        />
      </Modal>
    );
  return (
    <Modal
      open={open}
      title={`Delete ${storyName}?`}
      onClose={() => {
        clearAlert();
        onClose();
      }}
      // Offered once the links to it are known, so nobody deletes without seeing them.
      onConfirm={links.data && !loadingLinks ? () => run() : undefined}
      confirmLabel={`Delete ${storyName}`}
      confirmVariant="danger"
      confirming={working}
      size="large"
    >
      <FormAlert message={alert} />
      <p>
        The story is deleted from the content space. If it is published, its page leaves the site
        and its address shows Page not found.
      </p>
      {links.error && !loadingLinks ? (
        <LoadFailure
          message="We could not find which pages link to it. Try again."
          retry={() => void links.mutate()}
        />
      ) : loadingLinks || !links.data ? (
        <LoadingPlaceholder label="Finding the pages that link to it" className={styles.links} />
      ) : links.data.length === 0 ? (
        <p>No other page or post links to it.</p>
      ) : (
        <>
          <p className={styles.warning}>
            {links.data.length === 1
              ? 'This page links to it. Its link will break:'
              : `These ${links.data.length} pages link to it. Their links will break:`}
          </p>
          <ul className={styles.links}>
            {links.data.map((story) => (
              <li key={story.id}>
                <Link href={`/editor/stories/${story.id}`}>{story.name}</Link>{' '}
                <span className={styles.address}>({storyPath(story.full_slug)})</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
