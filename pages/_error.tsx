import type { NextPageContext } from 'next';
import Head from 'next/head';
import { ErrorPageBoundary, ErrorScreen } from '@/features/app-shell';

interface ErrorPageProps {
  statusCode: number;
}

export default function ErrorPage({ statusCode }: ErrorPageProps) {
  return (
    <>
      <Head>
        <title>An error occurred | So Energy</title>
        <meta name="robots" content="noindex" />
      </Head>
      <ErrorPageBoundary originalError={`the page failed with status ${statusCode}`}>
        <ErrorScreen variant={statusCode === 404 ? 'notFound' : 'generic'} />
      </ErrorPageBoundary>
    </>
  );
}

ErrorPage.getInitialProps = ({ res, err }: NextPageContext): ErrorPageProps => ({
  statusCode: res?.statusCode ?? err?.statusCode ?? 500,
});
