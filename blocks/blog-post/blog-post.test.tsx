import { screen } from '@testing-library/react';
import { makePageContext, renderBlok } from '@/tests/utils/render-blok';
import fixture from './fixture.json';

it('is an article with its title as the page heading, the UK date and the author', () => {
  renderBlok(fixture, {
    pageContext: makePageContext({
      story: { id: 401, name: 'IHD', fullSlug: 'blog/ihd', publishedAt: '2026-06-30T23:30:00Z' },
    }),
  });

  const article = screen.getByRole('article');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(fixture.title);
  expect(article.querySelector('time')).toHaveAttribute('dateTime', '2026-07-01');
  expect(article).toHaveTextContent('1 July 2026 · By Priya Shah');
  expect(screen.getByRole('complementary', { name: 'About the author' })).toBeInTheDocument();
});

it('loads its lead image first and at once, in a box sized before it loads', () => {
  renderBlok(fixture);

  const image = screen.getByRole('img', { name: fixture.image.alt });
  expect(image).toHaveAttribute('loading', 'eager');
  expect(image).toHaveAttribute('fetchpriority', 'high');
  expect(image).toHaveAttribute('width', '400');
  expect(image).toHaveAttribute('height', '300');
});

it('renders without an author when the relation is not resolved', () => {
  renderBlok({ ...fixture, author: '6f1c0f9e-0000-4000-a000-000000000001' });
  expect(screen.queryByRole('complementary', { name: 'About the author' })).toBeNull();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(fixture.title);
});
