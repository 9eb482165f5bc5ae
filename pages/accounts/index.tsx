import Head from 'next/head';
import { AccountHome } from '@/features/account';
import { parseSiteChrome } from '@/features/app-shell';
import { withSiteChrome, type SiteChromeProps } from '@/features/app-shell/server';

export const getStaticProps = withSiteChrome();

export default function AccountHomePage({ siteChrome }: SiteChromeProps) {
  return (
    <>
      <Head>
        <title>Your account | So Energy</title>
        <meta name="robots" content="noindex" />
      </Head>
      <AccountHome featureFlags={parseSiteChrome(siteChrome).featureFlags} />
    </>
  );
}
