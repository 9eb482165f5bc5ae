import Head from 'next/head';
import { withSiteChrome } from '@/features/app-shell/server';
import { AcceptHomeScreen } from '@/features/session/emailed-links/signup-links/accept-home-screen';

export const getStaticProps = withSiteChrome();

/**
 * Reached from the link a sign-up emails to an address that already has a login: its token is
 * in the fragment.
 */
export default function AcceptHomePage() {
  return (
    <>
      <Head>
        <title>Add your new home to your account | So Energy</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <AcceptHomeScreen />
    </>
  );
}
