import { Link } from '@/lib/ui/link';
import useSWR from 'swr';
import { storyPath } from '@/lib/content/story-path';
import type { GatewayError } from '@/lib/gateway/gateway-error';
import { FormAlert } from '@/lib/ui/form-alert';
import { LoadFailure } from '@/lib/ui/load-failure';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import { Modal } from '@/lib/ui/modal';
import { editorApi } from '../editor-api/editor-api';
import { editorKeys } from '../editor-api/editor-keys';
import type { StorySummary } from '../editor-api/responses';
import styles from './story-actions.module.css';
import { useStoryAction } from './use-story-action';

interface DeleteStoryDialogProps {
  storyId: number;
  storyName: string;
  open: boolean;
  onClose: () => void;
  /** Deleted: the story's file and, if it was live, its page are gone. */
  onDeleted: () => void;
}

/** Asks before deleting a story, naming the stories whose links to it would break. */
export function DeleteStoryDialog({
  storyId,
  storyName,
  open,
  onClose,
  onDeleted,
}: DeleteStoryDialogProps) {
  const links = useSWR<StorySummary[], GatewayError>(
    open ? editorKeys.linksTo(storyId) : null,
    () => editorApi.linksTo(storyId),
  );
  const { run, working, alert, clearAlert } = useStoryAction(
    () => editorApi.deleteStory(storyId),
    onDeleted,
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
      onConfirm={links.data ? () => run() : undefined}
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
      {links.error ? (
        <LoadFailure
          message="We could not find which pages link to it. Try again."
          retry={() => void links.mutate()}
        />
      ) : !links.data ? (
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
