import Head from 'next/head';
import { withSiteChrome } from '@/features/app-shell/server';
import { ConfirmEmailScreen } from '@/features/session/emailed-links/email-change/confirm-email-screen';

export const getStaticProps = withSiteChrome();

/** Reached from the link emailed to a new login address only: its token is in the fragment. */
export default function ConfirmEmailPage() {
  return (
    <>
      <Head>
        <title>Confirm your new email address | So Energy</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <ConfirmEmailScreen />
    </>
  );
}
