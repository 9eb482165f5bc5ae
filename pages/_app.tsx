import type { NextPage } from 'next';
import type { AppProps } from 'next/app';
import { AppShell, parseSiteChrome, type PageShellOptions } from '@/features/app-shell';
import '@/styles/globals.css';

type PageWithShell = NextPage & PageShellOptions;

export default function App({ Component, pageProps }: AppProps) {
  const page: PageWithShell = Component;
  return (
    <AppShell
      layout={page.layout}
      keepScrollPosition={page.keepScrollPosition}
      siteChrome={parseSiteChrome(pageProps.siteChrome)}
    >
      <Component {...pageProps} />
    </AppShell>
  );
}
