import Head from 'next/head';
import Link from 'next/link';
import { MAIN_CONTENT_ID } from '@/lib/ui/skip-link';

export default function NotFound() {
  return (
    <>
      <Head>
        <title>Page not found | So Energy</title>
        <meta name="robots" content="noindex" />
      </Head>
      <main
        id={MAIN_CONTENT_ID}
        style={{ maxWidth: '40rem', margin: '0 auto', padding: '3rem 1rem' }}
      >
        <h1>This page could not be found</h1>
        <p>The page you were looking for doesn&apos;t exist.</p>
        <p>You may have mistyped the address or the page may have moved.</p>
        <Link href="/">Go to Homepage</Link>
      </main>
    </>
  );
}
