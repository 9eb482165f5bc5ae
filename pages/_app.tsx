import type { AppProps } from 'next/app';
import { SkipLink } from '@/lib/ui/skip-link';
import '@/styles/globals.css';

export default function App({ Component, pageProps }: AppProps) {
  return (
    <>
      <SkipLink />
      <Component {...pageProps} />
    </>
  );
}
