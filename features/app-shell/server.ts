import type { GetStaticProps, GetStaticPropsContext, GetStaticPropsResult } from 'next';
import { asPageProps } from '@/lib/page-props';
import { loadSiteChrome } from './load-site-chrome';
import { parseSiteChrome, type SiteChrome } from './site-chrome';

/** The app shell's server-side entry point: what pages call while loading data. */

export interface SiteChromeProps {
  siteChrome: SiteChrome;
}

/** How often a page that loads no content of its own picks up edits to the site chrome. */
const CHROME_REVALIDATE_SECONDS = 60;

const chromeOnly: GetStaticProps = async () => ({
  props: {},
  revalidate: CHROME_REVALIDATE_SECONDS,
});

/**
 * A page's getStaticProps with the site chrome (navigation, banner, feature flags) added to its
 * props, loaded alongside the page's own data. The app shell reads it from `pageProps.siteChrome`,
 * so a page built with this cannot forget it. Without a loader of its own, the page gets only
 * the chrome.
 */
export function withSiteChrome<Props extends object = Record<string, never>>(
  loadPage: GetStaticProps<Props> = chromeOnly as GetStaticProps<Props>,
): GetStaticProps<Props & SiteChromeProps> {
  return async (context: GetStaticPropsContext) => {
    const preview = context.draftMode ?? false;
    const [result, rawChrome] = await Promise.all([loadPage(context), loadSiteChrome({ preview })]);
    // Parsed here, the chrome reaches every page's HTML as the layout uses it: the navigation
    // story's 16 KB of CMS fields become the 4 KB the header and footer show.
    return withChrome(result, asPageProps(parseSiteChrome(rawChrome)));
  };
}

function withChrome<Props>(
  result: GetStaticPropsResult<Props>,
  siteChrome: SiteChrome,
): GetStaticPropsResult<Props & SiteChromeProps> {
  if (!('props' in result)) return result;
  return { ...result, props: { ...result.props, siteChrome } };
}
