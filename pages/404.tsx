import Head from 'next/head';
import { ErrorScreen } from '@/features/app-shell';
import { withSiteChrome } from '@/features/app-shell/server';

export const getStaticProps = withSiteChrome();

export default function NotFoundPage() {
  return (
    <>
      <Head>
        <title>Page not found | So Energy</title>
        <meta name="robots" content="noindex" />
      </Head>
      <ErrorScreen variant="notFound" title="This page could not be found" />
    </>
  );
}
