import Head from 'next/head';
import { useRouter } from 'next/router';
import { Activity, useEffect, type ReactNode } from 'react';
import { CookieConsent } from '@/features/consent';
import { useSession } from '@/features/session';
import { Header } from '@/features/navigation';
import { SiteBanner } from '@/features/site-banner';
import { trackPageViews } from '@/lib/analytics/page-views';
import { publicConfig } from '@/lib/public-config';
import { MAIN_CONTENT_ID, SkipLink } from '@/lib/ui/skip-link';
import styles from './app-shell.module.css';
import { watchChunkLoadErrors } from './chunk-reload';
import { ErrorScreen } from './error-screen';
import { Footer } from './footer';
import { useOfflineNavigationError } from './offline-navigation';
import { OfflineNotice } from './offline-notice';
import { ProgressBar } from './progress-bar';
import { StagingBanner } from './staging-banner';
import { useFocusNewPage } from './route-focus';
import { useKeepScrollPosition } from './route-scroll';
import type { SiteChrome } from './site-chrome';

export const layouts = ['default', 'empty', 'quoteAndSwitch'] as const;
export type LayoutName = (typeof layouts)[number];

/** What a page component may declare, read by _app. */
export interface PageShellOptions {
  /** Which layout wraps the page; default when absent. */
  layout?: LayoutName;
  /** Keep the scroll position when navigating to this page instead of going to the top. */
  keepScrollPosition?: boolean;
}

interface AppShellProps extends PageShellOptions {
  siteChrome: SiteChrome;
  children: ReactNode;
}

export function AppShell({
  layout = 'default',
  keepScrollPosition = false,
  siteChrome,
  children,
}: AppShellProps) {
  const router = useRouter();
  const networkError = useOfflineNavigationError(router);
  const { offline: sessionKeptOffline } = useSession();
  useKeepScrollPosition(router, keepScrollPosition);
  useFocusNewPage(router);
  useEffect(() => watchChunkLoadErrors(), []);
  useEffect(() => trackPageViews(router.events), [router.events]);

  const staging = publicConfig.environment === 'staging';
  const main = (
    <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
      {networkError ? (
        <>
          <Head>
            <title>No internet connection | So Energy</title>
          </Head>
          <ErrorScreen variant="network" />
        </>
      ) : (
        // The page hydrates on its own, after the shell around it and in time slices: no one
        // long task for a whole screen, and a click on it hydrates it first.
        <Activity>{children}</Activity>
      )}
    </main>
  );

  return (
    <>
      <SkipLink />
      {/* Straight after the skip link, so keyboard users reach the choice early. */}
      <CookieConsent />
      <ProgressBar events={router.events} />
      <OfflineNotice sessionKept={sessionKeptOffline} />
      {layout === 'empty' ? (
        main
      ) : (
        <div className={[styles.shell, staging && styles.staging].filter(Boolean).join(' ')}>
          {staging && <StagingBanner />}
          <Activity>
            <Header items={siteChrome.navigation?.header} minimal={layout === 'quoteAndSwitch'} />
          </Activity>
          <div className={styles.headerSpacer} />
          {layout === 'default' && siteChrome.banner && (
            <SiteBanner config={siteChrome.banner} path={router.asPath} />
          )}
          {main}
          <Activity>
            <Footer items={siteChrome.navigation?.footer} />
          </Activity>
        </div>
      )}
    </>
  );
}
