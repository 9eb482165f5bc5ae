import { screen, waitFor } from '@testing-library/react';
import { makeBlogPostsPage } from '@/tests/utils/make-blog-posts';
import { makePageContext, renderBlok } from '@/tests/utils/render-blok';
import { registry } from './registry';

const fixtures = Object.values(
  import.meta.glob<{ default: { component: string } }>('./*/fixture.json', { eager: true }),
).map((module) => module.default);

describe('block registry', () => {
  it('has exactly one fixture for every registered block', () => {
    expect(fixtures.map((fixture) => fixture.component).sort()).toEqual(
      Object.keys(registry).sort(),
    );
  });

  it.each(fixtures.map((fixture) => [fixture.component, fixture] as const))(
    'renders the %s fixture without a diagnostic',
    async (_name, fixture) => {
      const { container } = renderBlok(fixture, {
        pageContext: makePageContext({ blogPosts: makeBlogPostsPage() }),
      });

      expect(screen.queryByRole('complementary', { name: /^Problem with block/ })).toBeNull();
      // A block's interactive part may arrive a moment later (next/dynamic).
      await waitFor(() => expect(container.textContent?.trim()).not.toBe(''));
    },
  );
});
