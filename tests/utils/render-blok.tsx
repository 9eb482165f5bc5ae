import { render, type RenderOptions } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import type { PageContextValue } from '@/blocks/page-context';
import { PageContextProvider } from '@/blocks/page-context';
import { parseBlok } from '@/blocks/parse-bloks';
import { registry } from '@/blocks/registry';
import { Blok, BlocksProvider } from '@/blocks/renderer';
import { makeRouter } from './make-router';

export function makePageContext(overrides: Partial<PageContextValue> = {}): PageContextValue {
  return {
    story: { id: 101, name: 'About us', fullSlug: 'about', publishedAt: '2026-03-02T10:00:00Z' },
    routeParam: null,
    blogPosts: null,
    ...overrides,
  };
}

/** Checks one blok and renders it through the real registry, as a CMS page would. */
export function renderBlok(
  blok: unknown,
  {
    pageContext = makePageContext(),
    diagnostics = 'visible',
    router = makeRouter(),
    wrapper,
  }: {
    pageContext?: PageContextValue;
    diagnostics?: 'visible' | 'silent';
    router?: NextRouter;
    /** Providers the block needs around it (e.g. a fresh SWR cache). */
    wrapper?: RenderOptions['wrapper'];
  } = {},
) {
  const checked = parseBlok(blok);
  return render(
    <RouterContext.Provider value={router}>
      <BlocksProvider registry={registry} diagnostics={diagnostics}>
        <PageContextProvider value={pageContext}>
          {checked && <Blok blok={checked} />}
        </PageContextProvider>
      </BlocksProvider>
    </RouterContext.Provider>,
    { wrapper },
  );
}
