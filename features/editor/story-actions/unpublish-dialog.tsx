import { FormAlert } from '@/lib/ui/form-alert';
import { Modal } from '@/lib/ui/modal';
import { editorClient } from '../client/editor-client';
import type { LiveChange } from '../client/responses';
import { useOneClickAction } from '@/lib/forms/use-one-click-action';

interface UnpublishDialogProps {
  storyId: number;
  storyName: string;
  open: boolean;
  onClose: () => void;
  /** Unpublished: the story as it is now, and the pages regenerated. */
  onDone: (result: LiveChange) => void;
}

/** Asks before taking a story off the site; its draft stays in the editor. */
export function UnpublishDialog({
  storyId,
  storyName,
  open,
  onClose,
  onDone,
}: UnpublishDialogProps) {
  const { run, working, alert, clearAlert } = useOneClickAction(
    () => editorClient.unpublish(storyId),
    { onDone: onDone },
  );
  return (
    <Modal
      open={open}
      title={`Unpublish ${storyName}?`}
      onClose={() => {
        clearAlert();
        onClose();
      }}
      onConfirm={() => run()}
      confirmLabel="Unpublish"
      confirming={working}
    >
      <FormAlert message={alert} />
      <p>
        The page will no longer be on the site; links to it will show Page not found. Its draft
        stays here, and you can publish it again at any time.
      </p>
    </Modal>
  );
}
