import Head from 'next/head';
import { withSiteChrome } from '@/features/app-shell/server';
import { ConfirmLoginScreen } from '@/features/session/emailed-links/signup-links/confirm-login-screen';

export const getStaticProps = withSiteChrome();

/** Reached from the link in a new login's welcome email only: its token is in the fragment. */
export default function ConfirmLoginPage() {
  return (
    <>
      <Head>
        <title>Confirm your email address | So Energy</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <ConfirmLoginScreen />
    </>
  );
}
