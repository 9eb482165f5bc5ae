import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { GetStaticProps } from 'next';

const PAGES = join(import.meta.dirname, '../../pages');
/** Next's own modules and API routes render no layout. */
const NOT_PAGES = /^(api\/|_app\.|_document\.|_error\.)|\.(xml|txt)\.ts$/;

function pageFiles(dir = PAGES): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(path);
    return /\.tsx?$/.test(entry.name) ? [relative(PAGES, path)] : [];
  });
}

interface PageModule {
  default: { layout?: string };
  getStaticProps?: GetStaticProps;
}

const pages = pageFiles().filter((file) => !NOT_PAGES.test(file));

describe('every page with the site layout loads the site chrome', () => {
  it('finds the pages', () => {
    expect(pages).toEqual(expect.arrayContaining(['404.tsx', 'accounts/login.tsx']));
  });

  it.each(pages)('%s', async (file) => {
    const page: PageModule = await import(/* @vite-ignore */ join(PAGES, file));
    if (page.default.layout === 'empty') return;

    expect(page.getStaticProps, 'a page with the site layout needs getStaticProps').toBeDefined();
    const result = await page.getStaticProps!({ params: { slug: [] }, draftMode: false });
    expect(result).toHaveProperty('props.siteChrome.featureFlags');
    expect(result).toHaveProperty('props.siteChrome.navigation.header');
  });
});
