import { useState } from 'react';
import { announce } from '@/lib/ui/live-region';
import { failureMessage } from '@/lib/forms/send-failure';
import { GatewayError } from '@/lib/gateway/gateway-error';
import type { Blok, Story } from '@/lib/content/story';
import { editorClient } from '../client/editor-client';
import { withoutEditableMarkers } from './preview-story';
import { placeSaveProblems, type SaveProblem } from './save-problems';

export type StoryAction = 'save' | 'publish';

export interface SaveOutcome {
  /** What the editor is told: done, or what went wrong. */
  message: string;
  failed: boolean;
  problems: SaveProblem[];
}

interface SaveStoryOptions {
  storyId: number;
  /** Called with the content as saved: the edit history is clean again, the preview reloads. */
  onSaved: (content: Blok, story: Story) => void;
  /** Published: the story, and the pages that still show their last version, if any. */
  onPublished: (story: Story | undefined, stale: string[]) => void;
}

/**
 * Saving the draft and publishing it, one at a time: while one runs, `busy` says which. A
 * refusal keeps everything typed and says what to fix, blok by blok.
 */
export function useSaveStory({ storyId, onSaved, onPublished }: SaveStoryOptions) {
  const [busy, setBusy] = useState<StoryAction | null>(null);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);

  async function run(action: StoryAction, content: Blok, dirty: boolean) {
    setBusy(action);
    setOutcome(null);
    const stored = withoutEditableMarkers(content);
    try {
      if (dirty || action === 'save') {
        const story = await editorClient.saveDraft(storyId, { content: stored });
        onSaved(stored, story);
      }
      if (action === 'publish') {
        const { story, revalidated, stale } = await editorClient.publish(storyId);
        onPublished(story, stale);
        const pages =
          revalidated.length > 0 ? ` Updated on the site: ${revalidated.join(', ')}.` : '';
        finish({ message: `Published.${pages}`, failed: false, problems: [] });
      } else {
        finish({ message: 'Draft saved.', failed: false, problems: [] });
      }
    } catch (error) {
      const problems = error instanceof GatewayError ? placeSaveProblems(stored, error.fields) : [];
      finish({
        message:
          problems.length > 0
            ? 'Not saved: fix the fields below, then save again.'
            : `Not saved. ${failureMessage(error)}`,
        failed: true,
        problems,
      });
    } finally {
      setBusy(null);
    }
  }

  function finish(next: SaveOutcome) {
    setOutcome(next);
    if (!next.failed) announce(next.message);
  }

  return { busy, outcome, run, dismiss: () => setOutcome(null) };
}
