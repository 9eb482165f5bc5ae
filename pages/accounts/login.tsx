import Head from 'next/head';
import { withSiteChrome } from '@/features/app-shell/server';
import { LoginScreen } from '@/features/session/login/login-screen';

export const getStaticProps = withSiteChrome();

export default function LoginPage() {
  return (
    <>
      <Head>
        <title>Log in | So Energy</title>
        <meta
          name="description"
          content="Log in to your So Energy account to see your bills, send meter readings and manage your tariff."
        />
      </Head>
      <LoginScreen />
    </>
  );
}
