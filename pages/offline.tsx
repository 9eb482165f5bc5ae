import Head from 'next/head';
import { withSiteChrome } from '@/features/app-shell/server';
import { OfflineScreen } from '@/features/offline/offline-screen';

export const getStaticProps = withSiteChrome();

/**
 * Public and static: the service worker keeps it to show in place of any page it cannot reach
 * (features/offline/worker-routes.ts).
 */
export default function OfflinePage() {
  return (
    <>
      <Head>
        <title>You&rsquo;re offline | So Energy</title>
        <meta name="robots" content="noindex" />
      </Head>
      <OfflineScreen />
    </>
  );
}
