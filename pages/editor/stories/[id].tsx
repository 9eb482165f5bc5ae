import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { blockSchemas, nestedOnlyBlocks } from '@/blocks/schemas';
import { EditorRefusal } from '@/features/editor/access/editor-refusal';
import { guardEditorPage, type GuardedEditorProps } from '@/features/editor/server';
import { editorBlocksOf } from '@/features/editor/story-editor/editor-blocks';
import { StoryEditor } from '@/features/editor/story-editor/story-editor';
import { getServerConfig } from '@/lib/config';

type StoryEditorPageProps = GuardedEditorProps<{ storyId: number }>;

/** The story types: roots of stories, never placed inside another block. */
const STORY_TYPES = new Set(['page', 'blog_post', 'author']);

const blocks = editorBlocksOf(
  { ...blockSchemas, ...nestedOnlyBlocks },
  Object.keys(blockSchemas).filter((name) => !STORY_TYPES.has(name)),
);

/** One story open in the local editor, for whoever may edit (features/editor/access). */
export const getServerSideProps: GetServerSideProps<StoryEditorPageProps> = async (context) => {
  const id = String(context.params?.id ?? '');
  if (!/^\d+$/.test(id)) return { notFound: true };
  return guardEditorPage(context, getServerConfig(), () => ({ storyId: Number(id) }));
};

export default function StoryEditorPage(props: StoryEditorPageProps) {
  return (
    <>
      <Head>
        <title>Editing a story | So Energy</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      {props.refusal === null ? (
        <StoryEditor storyId={props.storyId} blocks={blocks} />
      ) : (
        <EditorRefusal message={props.refusal} />
      )}
    </>
  );
}

StoryEditorPage.layout = 'empty' as const;
