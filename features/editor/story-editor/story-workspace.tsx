import Link from 'next/link';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Story } from '@/lib/content/story';
import { storyPath } from '@/lib/content/story-path';
import { Button } from '@/lib/ui/button';
import { FormAlert } from '@/lib/ui/form-alert';
import { BlockTree } from '../block-tree/block-tree';
import type { StoryVersions } from '../editor-api/responses';
import { usePreviewChannel } from '../preview-channel/use-preview-channel';
import { PreviewPane } from '../preview-pane/preview-pane';
import { findBlok } from '../story-edits/blok-tree';
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
}

function liveVersionOf({ draft, published }: StoryVersions): LiveVersion {
  if (!published) return 'none';
  return JSON.stringify(published.content) === JSON.stringify(draft.content) ? 'current' : 'older';
}

/**
 * One story open for editing: its blocks as a tree, the selected block's fields, and the page
 * itself in a live preview that shows each keystroke before it is saved.
 */
export function StoryWorkspace({ versions, blocks, fieldsContext }: StoryWorkspaceProps) {
  const [draft, setDraft] = useState<Story>(versions.draft);
  const [live, setLive] = useState(liveVersionOf(versions));
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
    onPublished: () => setLive('current'),
  });

  const { ready, sendInput, showBlok } = preview;
  useEffect(() => {
    if (ready) sendInput(previewStory(draft, content));
  }, [ready, sendInput, draft, content]);

  const select = useCallback(
    (uid: string) => {
      setSelectedUid(uid);
      showBlok(blokPath(content, uid));
    },
    [content, showBlok],
  );

  // A removed blok cannot stay selected: its parent is, or the page.
  const selected = findBlok(content, selectedUid) ?? findBlok(content, content._uid)!;
  const context = useMemo(
    () => ({ ...fieldsContext, onSelectBlok: select }),
    [fieldsContext, select],
  );

  return (
    <div className={styles.workspace}>
      <header className={styles.bar}>
        <div className={styles.title}>
          <Link href="/editor" className={styles.back}>
            All pages and posts
          </Link>
          <h1 className={styles.heading}>{draft.name}</h1>
          <StoryState dirty={edits.dirty} live={live} busy={save.busy} />
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
          {live !== 'none' && (
            <a
              className={styles.live}
              href={storyPath(draft.full_slug)}
              target="_blank"
              rel="noopener"
            >
              View on the site<span className={styles.hint}> (opens in a new tab)</span>
            </a>
          )}
        </div>
      </header>
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
                    onClick={() => select(problem.uid!)}
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
          <BlockTree
            content={content}
            catalogue={blocks.catalogue}
            selectedUid={selected.blok._uid}
            onSelect={select}
            onEdit={edits.edit}
            newBlok={blocks.newBlok}
            label={`Blocks of ${draft.name}`}
          />
          <SelectedBlokFields
            blok={selected.blok}
            blocks={blocks}
            context={context}
            onChange={(blok) => edits.edit({ type: 'update', blok })}
          />
        </div>
        <PreviewPane
          src={`/api/editor/preview?id=${draft.id}`}
          title={`Preview of ${draft.name}`}
          frameRef={frame}
        />
      </div>
    </div>
  );
}
