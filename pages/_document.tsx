import Document, {
  Head,
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentInitialProps,
} from 'next/document';
import { ConsentHeadScripts } from '@/features/consent';
import { publicConfig } from '@/lib/public-config';

interface SiteDocumentProps extends DocumentInitialProps {
  /** Set by whatever adds a nonce-based Content-Security-Policy (a proxy, as Next documents). */
  nonce?: string;
}

export default class SiteDocument extends Document<SiteDocumentProps> {
  static override async getInitialProps(context: DocumentContext): Promise<SiteDocumentProps> {
    const initialProps = await Document.getInitialProps(context);
    const nonce = context.req?.headers['x-nonce'];
    return { ...initialProps, nonce: typeof nonce === 'string' ? nonce : undefined };
  }

  override render() {
    const { nonce } = this.props;
    return (
      <Html lang="en-GB">
        <Head nonce={nonce}>
          <ConsentHeadScripts nonce={nonce} tagManagerId={publicConfig.gtmId} />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        </Head>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
