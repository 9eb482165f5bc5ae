import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { ErrorScreen } from '@/features/app-shell';
import { loadSiteChrome } from '@/features/app-shell/load-site-chrome';

export const getStaticProps: GetStaticProps = async () => ({
  props: { siteChrome: await loadSiteChrome({ preview: false }) },
  revalidate: 60,
});

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
