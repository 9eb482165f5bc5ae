import { useState } from 'react';
import useSWR from 'swr';
import { LoadFailure } from '@/lib/ui/load-failure';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import { useMinimumDisplay } from '@/lib/ui/use-minimum-display';
import { editorClient } from '../client/editor-client';
import { editorKeys } from '../client/editor-keys';
import type { EditorBlocks } from './editor-blocks';
import { StoryWorkspace } from './story-workspace';

export interface StoryEditorProps {
  storyId: number;
  blocks: EditorBlocks;
}

/** Loads a story and opens it for editing, with the stories its links may point to. */
export function StoryEditor({ storyId, blocks }: StoryEditorProps) {
  // Each restore of an earlier version opens the story afresh, with a history of its own.
  const [opened, setOpened] = useState(0);
  const story = useSWR(['editor-story', storyId], () => editorClient.getStory(storyId), {
    revalidateOnFocus: false,
  });
  const stories = useSWR(editorKeys.stories(), editorClient.listStories, {
    revalidateOnFocus: false,
  });
  const assets = useSWR('editor-assets', editorClient.listAssets, { revalidateOnFocus: false });
  const loading = useMinimumDisplay(!story.data && !story.error);

  if (story.error && !loading) {
    return (
      <LoadFailure
        message="The story could not be loaded. Check the editor is still running, then try again."
        retry={() => void story.mutate()}
      />
    );
  }
  if (loading || !story.data) return <LoadingPlaceholder label="Loading the story" />;
  return (
    <StoryWorkspace
      key={`${storyId}:${opened}`}
      versions={story.data}
      onRestored={() => {
        void story.mutate().then(() => setOpened((count) => count + 1));
      }}
      blocks={blocks}
      fieldsContext={{
        stories: stories.data ?? [],
        assets: assets.data ?? [],
        onUpload: async (file) => {
          const asset = await editorClient.uploadAsset(file);
          void assets.mutate();
          return asset;
        },
      }}
    />
  );
}
