import { render, type RenderOptions } from '@testing-library/react';
import type { PageContextValue } from '@/blocks/page-context';
import { PageContextProvider } from '@/blocks/page-context';
import { registry } from '@/blocks/registry';
import { Blok, BlocksProvider } from '@/blocks/renderer';

export function makePageContext(overrides: Partial<PageContextValue> = {}): PageContextValue {
  return {
    story: { id: 101, name: 'About us', fullSlug: 'about', publishedAt: '2026-03-02T10:00:00Z' },
    routeParam: null,
    blogPosts: null,
    ...overrides,
  };
}

/** Renders one blok through the real registry, as a CMS page would. */
export function renderBlok(
  blok: unknown,
  {
    pageContext = makePageContext(),
    diagnostics = 'visible',
    wrapper,
  }: {
    pageContext?: PageContextValue;
    diagnostics?: 'visible' | 'silent';
    /** Providers the block needs around it (e.g. a fresh SWR cache). */
    wrapper?: RenderOptions['wrapper'];
  } = {},
) {
  return render(
    <BlocksProvider registry={registry} diagnostics={diagnostics}>
      <PageContextProvider value={pageContext}>
        <Blok blok={blok} />
      </PageContextProvider>
    </BlocksProvider>,
    { wrapper },
  );
}
