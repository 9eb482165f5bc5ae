import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { EditorRefusal } from '@/features/editor/access/editor-refusal';
import { guardEditorPage, type GuardedEditorProps } from '@/features/editor/server';
import { StoryListScreen } from '@/features/editor/story-list/story-list-screen';
import { getServerConfig } from '@/lib/config';

type StoryListPageProps = GuardedEditorProps<object>;

/** The local editor's list of stories, for whoever may edit (features/editor/access). */
export const getServerSideProps: GetServerSideProps<StoryListPageProps> = (context) =>
  guardEditorPage(context, getServerConfig(), () => ({}));

export default function StoryListPage({ refusal }: StoryListPageProps) {
  return (
    <>
      <Head>
        <title>Content editor | So Energy</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      {refusal === null ? <StoryListScreen /> : <EditorRefusal message={refusal} />}
    </>
  );
}

StoryListPage.layout = 'empty' as const;
