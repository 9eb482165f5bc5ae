import { Link } from '@/lib/ui/link';
import { useRouter } from 'next/router';
import { useSWRConfig } from 'swr';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { Story } from '@/lib/content/story';
import { storyPath } from '@/lib/content/story-path';
import { Button } from '@/lib/ui/button';
import { FormAlert } from '@/lib/ui/form-alert';
import { VisuallyHidden } from '@/lib/ui/visually-hidden';
import { BlockTree } from '../block-tree/block-tree';
import { DeleteStoryDialog } from '../story-actions/delete-story-dialog';
import { StoryHistoryDialog } from '../story-actions/story-history-dialog';
import { StalePages, type StaleChange } from '../story-actions/stale-pages';
import { UnpublishDialog } from '../story-actions/unpublish-dialog';
import { editorKeys } from '../client/editor-keys';
import type { StoryVersions } from '../client/responses';
import { usePreviewChannel } from '../preview-channel/use-preview-channel';
import { PreviewPane } from '../preview-pane/preview-pane';
import { findBlok } from '../story-edits/blok-tree';
import type { StoryEdit } from '../story-edits/edit-history';
import { useStoryEdits } from '../story-edits/use-story-edits';
import { blokPath } from './blok-path';
import type { EditorBlocks } from './editor-blocks';
import { previewStory } from './preview-story';
import type { BlokFieldsContext } from '../fields/editor-context';
import { SelectedBlokFields } from './selected-blok-fields';
import { StoryState, type LiveVersion } from './story-state';
import styles from './story-workspace.module.css';
import { useSaveStory } from './use-save-story';

export interface StoryWorkspaceProps {
  versions: StoryVersions;
  blocks: EditorBlocks;
  fieldsContext: Omit<BlokFieldsContext, 'onSelectBlok'>;
  /** The story changed outside this workspace (an earlier version restored): load it again. */
  onRestored: () => void;
}

type Dialog = 'history' | 'unpublish' | 'delete';

function liveVersionOf({ draft, published }: StoryVersions): LiveVersion {
  if (!published) return 'none';
  return JSON.stringify(published.content) === JSON.stringify(draft.content) ? 'current' : 'older';
}

/**
 * One story open for editing: its blocks as a tree, the selected block's fields, and the page
 * itself in a live preview that shows each keystroke before it is saved.
 */
export function StoryWorkspace({
  versions,
  blocks,
  fieldsContext,
  onRestored,
}: StoryWorkspaceProps) {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [draft, setDraft] = useState<Story>(versions.draft);
  const [live, setLive] = useState(liveVersionOf(versions));
  const [staleChange, setStaleChange] = useState<StaleChange | null>(null);
  const noteStale = (done: string, stale: string[]) =>
    setStaleChange(stale.length > 0 ? { done, fullSlug: draft.full_slug, stale } : null);
  const edits = useStoryEdits(versions.draft.content, blocks.catalogue);
  const [selectedUid, setSelectedUid] = useState(versions.draft.content._uid);
  const frame = useRef<HTMLIFrameElement>(null);
  const preview = usePreviewChannel(frame, draft.id, setSelectedUid);
  const { content } = edits;

  const save = useSaveStory({
    storyId: draft.id,
    onSaved: (saved, story) => {
      edits.markSaved(saved);
      setDraft(story);
      setLive((was) => (was === 'none' ? 'none' : 'older'));
      preview.sendChange();
    },
    onPublished: (_story, stale) => {
      setLive('current');
      noteStale('Published', stale);
    },
  });

  const { ready, sendInput, showBlok } = preview;
  useEffect(() => {
    if (ready) sendInput(previewStory(draft, content, versions.related));
  }, [ready, sendInput, draft, content, versions.related]);

  // The preview scrolls to each block selected here, in the tree or by adding it.
  const fieldsPanel = useRef<HTMLElement>(null);
  const showSelected = useEffectEvent((uid: string) => {
    showBlok(blokPath(content, uid));
    fieldsPanel.current?.scrollIntoView?.({ block: 'nearest' });
  });
  useEffect(() => showSelected(selectedUid), [selectedUid]);

  const { edit: applyEdit } = edits;
  const edit = useCallback(
    (change: StoryEdit) => {
      applyEdit(change);
      if (change.type === 'insert') setSelectedUid(change.blok._uid);
    },
    [applyEdit],
  );

  // A removed blok cannot stay selected: its parent is, or the page.
  const selected = findBlok(content, selectedUid) ?? findBlok(content, content._uid)!;
  const context = useMemo(
    () => ({ ...fieldsContext, onSelectBlok: setSelectedUid }),
    [fieldsContext],
  );

  return (
    <div className={styles.workspace}>
      <header className={styles.bar}>
        <div className={styles.title}>
          <Link href="/editor" className={styles.back}>
            All pages and posts
          </Link>
          <h1 className={styles.heading}>{draft.name}</h1>
          <StoryState
            dirty={edits.dirty}
            live={live}
            busy={save.busy}
            stale={staleChange !== null}
          />
        </div>
        <div className={styles.actions} role="group" aria-label="Story actions">
          <Button variant="tertiary" size="small" onClick={edits.undo} disabled={!edits.canUndo}>
            Undo
          </Button>
          <Button variant="tertiary" size="small" onClick={edits.redo} disabled={!edits.canRedo}>
            Redo
          </Button>
          <Button
            variant="secondary"
            size="small"
            loading={save.busy === 'save'}
            disabled={save.busy !== null}
            onClick={() => save.run('save', content, edits.dirty)}
          >
            Save draft
          </Button>
          <Button
            size="small"
            loading={save.busy === 'publish'}
            disabled={save.busy !== null}
            onClick={() => save.run('publish', content, edits.dirty)}
          >
            Publish
          </Button>
          <Button variant="tertiary" size="small" onClick={() => setDialog('history')}>
            History
          </Button>
          {live !== 'none' && (
            <Button variant="tertiary" size="small" onClick={() => setDialog('unpublish')}>
              Unpublish
            </Button>
          )}
          <Button variant="tertiary" size="small" onClick={() => setDialog('delete')}>
            Delete
          </Button>
          {live !== 'none' && (
            <a
              className={styles.live}
              href={storyPath(draft.full_slug)}
              target="_blank"
              rel="noopener"
            >
              View on the site<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          )}
        </div>
      </header>
      {staleChange && (
        <StalePages
          change={staleChange}
          onRetried={(stale) => noteStale(staleChange.done, stale)}
        />
      )}
      {save.outcome?.failed && (
        <div className={styles.problems}>
          <FormAlert message={save.outcome.message} />
          <ul>
            {save.outcome.problems.map((problem, index) => (
              <li key={index}>
                {problem.uid ? (
                  <button
                    type="button"
                    className={styles.problem}
                    onClick={() => setSelectedUid(problem.uid!)}
                  >
                    {blocks.catalogue[problem.component ?? '']?.displayName ?? problem.component}
                    {problem.field && `, ${problem.field}`}: {problem.message}
                  </button>
                ) : (
                  `${problem.field}: ${problem.message}`
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.columns}>
        <div className={styles.sidebar}>
          <SelectedBlokFields
            ref={fieldsPanel}
            blok={selected.blok}
            blocks={blocks}
            context={context}
            onChange={(blok) => edits.edit({ type: 'update', blok })}
          />
          <BlockTree
            content={content}
            catalogue={blocks.catalogue}
            selectedUid={selected.blok._uid}
            onSelect={setSelectedUid}
            onEdit={edit}
            newBlok={blocks.newBlok}
            label={`Blocks of ${draft.name}`}
          />
        </div>
        <PreviewPane
          src={`/api/editor/preview?id=${draft.id}`}
          title={`Preview of ${draft.name}`}
          frameRef={frame}
        />
      </div>
      <StoryHistoryDialog
        storyId={draft.id}
        published={live !== 'none'}
        open={dialog === 'history'}
        onClose={() => setDialog(null)}
        onRestored={onRestored}
      />
      <UnpublishDialog
        storyId={draft.id}
        storyName={draft.name}
        open={dialog === 'unpublish'}
        onClose={() => setDialog(null)}
        onDone={({ stale }) => {
          setLive('none');
          noteStale('Unpublished', stale);
          setDialog(null);
          preview.sendChange();
        }}
      />
      <DeleteStoryDialog
        storyId={draft.id}
        storyName={draft.name}
        fullSlug={draft.full_slug}
        open={dialog === 'delete'}
        onClose={() => setDialog(null)}
        onDeleted={() => {
          // The list must not offer the story it was just told is gone.
          void mutate(editorKeys.stories()).then(() => router.push('/editor'));
        }}
      />
    </div>
  );
}
