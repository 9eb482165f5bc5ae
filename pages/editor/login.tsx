import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { EditorSignInScreen } from '@/features/editor/sign-in/sign-in-screen';
import { editorSignInPageResult } from '@/features/editor/server';
import { getServerConfig } from '@/lib/config';

export const getServerSideProps: GetServerSideProps<Record<string, never>> = ({ req, query }) =>
  editorSignInPageResult(req, query.next, getServerConfig());

export default function EditorSignInPage() {
  return (
    <>
      <Head>
        <title>Sign in to the editor | So Energy</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <EditorSignInScreen />
    </>
  );
}

EditorSignInPage.layout = 'empty' as const;
