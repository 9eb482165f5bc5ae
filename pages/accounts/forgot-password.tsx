import Head from 'next/head';
import { withSiteChrome } from '@/features/app-shell/server';
import { ForgotPasswordScreen } from '@/features/session/emailed-links/password-reset/forgot-password-screen';

export const getStaticProps = withSiteChrome();

export default function ForgotPasswordPage() {
  return (
    <>
      <Head>
        <title>Reset your password | So Energy</title>
        <meta
          name="description"
          content="Forgotten the password of your So Energy account? We will email you a link to choose a new one."
        />
      </Head>
      <ForgotPasswordScreen />
    </>
  );
}
