import { render } from '@testing-library/react';
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
  }: { pageContext?: PageContextValue; diagnostics?: 'visible' | 'silent' } = {},
) {
  return render(
    <BlocksProvider registry={registry} diagnostics={diagnostics}>
      <PageContextProvider value={pageContext}>
        <Blok blok={blok} />
      </PageContextProvider>
    </BlocksProvider>,
  );
}
