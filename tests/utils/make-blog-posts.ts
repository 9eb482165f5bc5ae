import type { BlogPostSummary, BlogPostsPage } from '@/blocks/page-context';

export function makeBlogPost(overrides: Partial<BlogPostSummary> = {}): BlogPostSummary {
  return {
    title: 'Five ways to cut your heating bill this winter',
    excerpt: 'Small changes that add up, from thermostat settings to draught-proofing.',
    path: '/blog/cut-your-heating-bill',
    category: 'Energy saving',
    authorName: 'Priya Shah',
    publishedAt: '2026-11-02T09:00:00Z',
    image: { filename: '/images/blog/energy-saving.svg', alt: '', width: 640, height: 360 },
    ...overrides,
  };
}

export function makeBlogPostsPage(overrides: Partial<BlogPostsPage> = {}): BlogPostsPage {
  return {
    posts: [
      makeBlogPost(),
      makeBlogPost({
        title: 'What the new price cap means for you',
        path: '/blog/price-cap',
        category: 'Bills and tariffs',
      }),
    ],
    page: 1,
    totalPages: 1,
    ...overrides,
  };
}
