import { screen, within } from '@testing-library/react';
import { makeBlogPostsPage } from '@/tests/utils/make-blog-posts';
import { makePageContext, renderBlok } from '@/tests/utils/render-blok';
import { makeStory } from '@/tests/utils/make-story';
import postFixture from '../blog-post/fixture.json';
import fixture from './fixture.json';
import { toBlogPostSummary } from './summaries';

it('lists the page’s posts with links, and pages through the rest', () => {
  renderBlok(fixture, {
    pageContext: makePageContext({ blogPosts: makeBlogPostsPage({ page: 2, totalPages: 3 }) }),
  });

  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Latest posts (page 2 of 3)');
  expect(
    screen.getByRole('link', { name: 'What the new price cap means for you' }),
  ).toHaveAttribute('href', '/blog/price-cap');
  const pages = screen.getByRole('navigation', { name: 'Blog pages' });
  expect(within(pages).getByRole('link', { name: 'Newer posts' })).toHaveAttribute('href', '/blog');
  expect(within(pages).getByRole('link', { name: 'Older posts' })).toHaveAttribute(
    'href',
    '/blog/page/3',
  );
  expect(within(pages).getByText('2')).toHaveAttribute('aria-current', 'page');
});

it('says so when there are no posts', () => {
  renderBlok(fixture, {
    pageContext: makePageContext({ blogPosts: makeBlogPostsPage({ posts: [] }) }),
  });
  expect(
    screen.getByText('There are no posts here yet. Please check back soon.'),
  ).toBeInTheDocument();
});

it('reserves each card’s picture box from the image’s size and loads it lazily', () => {
  const { container } = renderBlok(fixture, {
    pageContext: makePageContext({ blogPosts: makeBlogPostsPage() }),
  });

  const [picture] = container.querySelectorAll('img');
  expect(picture).toHaveAttribute('width', '640');
  expect(picture).toHaveAttribute('height', '360');
  expect(picture).toHaveAttribute('loading', 'lazy');
});

it('carries a post’s image size into its summary', () => {
  const image = { filename: '/images/blog/smart-meters.svg', alt: 'A display', width: 640 };
  const post = (content: object) =>
    toBlogPostSummary(makeStory({ full_slug: 'blog/x', content: { ...postFixture, ...content } }));

  expect(post({ image: { ...image, height: 360 } })?.image).toEqual({ ...image, height: 360 });
  expect(post({ image })?.image).toEqual({ ...image, height: null });
});
