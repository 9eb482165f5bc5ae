import { Head, Html, Main, NextScript } from 'next/document';
import { ConsentHeadScripts } from '@/features/consent';
import { publicConfig } from '@/lib/public-config';

export default function SiteDocument() {
  return (
    <Html lang="en-GB">
      <Head>
        <ConsentHeadScripts tagManagerId={publicConfig.gtmId} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
