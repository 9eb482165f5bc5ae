// First, before any module makes a schema (see the module).
import '@/lib/security/zod-without-eval';
import type { NextPage } from 'next';
import type { AppProps } from 'next/app';
import { useEffect } from 'react';
import {
  AppShell,
  NO_SITE_CHROME,
  type PageShellOptions,
  type SiteChrome,
} from '@/features/app-shell';
import { registerServiceWorker } from '@/features/offline';
import { AccountAreaGuard, SessionProvider } from '@/features/session';
import '@/styles/globals.css';

type PageWithShell = NextPage & PageShellOptions;

export default function App({ Component, pageProps }: AppProps) {
  const page: PageWithShell = Component;
  // Parsed on the server by withSiteChrome (features/app-shell/server.ts).
  const siteChrome: SiteChrome = pageProps.siteChrome ?? NO_SITE_CHROME;
  useEffect(() => registerServiceWorker(), []);
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
