import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { AccountHome } from '@/features/account';
import { parseSiteChrome } from '@/features/app-shell';
import { loadSiteChrome, type RawSiteChrome } from '@/features/app-shell/load-site-chrome';

interface AccountHomePageProps {
  siteChrome: RawSiteChrome;
}

export const getStaticProps: GetStaticProps<AccountHomePageProps> = async () => ({
  props: { siteChrome: await loadSiteChrome({ preview: false }) },
  revalidate: 60,
});

export default function AccountHomePage({ siteChrome }: AccountHomePageProps) {
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
