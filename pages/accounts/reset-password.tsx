import Head from 'next/head';
import { withSiteChrome } from '@/features/app-shell/server';
import { ResetPasswordScreen } from '@/features/session/emailed-links/password-reset/reset-password-screen';

export const getStaticProps = withSiteChrome();

/** Reached from a reset email's link only: its token is in the address's fragment. */
export default function ResetPasswordPage() {
  return (
    <>
      <Head>
        <title>Choose a new password | So Energy</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <ResetPasswordScreen />
    </>
  );
}
