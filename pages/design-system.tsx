import Head from 'next/head';
import { DesignSystem } from '@/features/design-system';

/** Not linked from anywhere and not indexed: a reference for the team. */
export default function DesignSystemPage() {
  return (
    <>
      <Head>
        <title>Design system | So Energy</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <DesignSystem />
    </>
  );
}

DesignSystemPage.layout = 'empty' as const;
