import Head from 'next/head';
import { AccountHome } from '@/features/account';
import { withSiteChrome } from '@/features/app-shell/server';

export const getStaticProps = withSiteChrome();

export default function AccountHomePage() {
  return (
    <>
      <Head>
        <title>Your account | So Energy</title>
        <meta name="robots" content="noindex" />
      </Head>
      <AccountHome />
    </>
  );
}
