// First, before any module makes a schema (see the module).
import '@/lib/security/zod-without-eval';
import type { NextPage } from 'next';
import type { AppProps } from 'next/app';
import { AppShell, parseSiteChrome, type PageShellOptions } from '@/features/app-shell';
import { AccountAreaGuard, SessionProvider } from '@/features/session';
import '@/styles/globals.css';

type PageWithShell = NextPage & PageShellOptions;

export default function App({ Component, pageProps }: AppProps) {
  const page: PageWithShell = Component;
  const siteChrome = parseSiteChrome(pageProps.siteChrome);
  return (
    <SessionProvider featureFlags={siteChrome.featureFlags}>
      <AppShell
        layout={page.layout}
        keepScrollPosition={page.keepScrollPosition}
        siteChrome={siteChrome}
      >
        <AccountAreaGuard>
          <Component {...pageProps} />
        </AccountAreaGuard>
      </AppShell>
    </SessionProvider>
  );
}
