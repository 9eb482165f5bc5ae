import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { loadSiteChrome } from '@/features/app-shell/load-site-chrome';
// The login screen directly, not through the feature's index: only this page needs its form code.
import { LoginScreen } from '@/features/session/login-screen';

export const getStaticProps: GetStaticProps = async () => ({
  props: { siteChrome: await loadSiteChrome({ preview: false }) },
  revalidate: 60,
});

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
