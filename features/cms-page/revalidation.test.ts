import { pathsToRevalidate, storyWebhookSchema } from './revalidation';

const allPaths = ['/', '/about', '/blog', '/blog/a'];

describe('pathsToRevalidate', () => {
  it.each([
    ['about', ['/about']],
    ['home', ['/']],
    ['blog/heat-pumps', ['/blog/heat-pumps', '/blog', '/blog/page/2', '/blog/page/3']],
    ['site/navigation', allPaths],
    ['authors/priya', allPaths],
  ])('%s → %j', (fullSlug, expected) => {
    expect(pathsToRevalidate(fullSlug, { blogPages: 3, allPaths })).toEqual(expected);
  });
});

describe('storyWebhookSchema', () => {
  it('accepts Storyblok’s body and refuses one without a slug or with an unknown action', () => {
    expect(
      storyWebhookSchema.safeParse({
        text: 'x',
        action: 'published',
        space_id: 1,
        story_id: 2,
        full_slug: 'about',
      }).success,
    ).toBe(true);
    expect(storyWebhookSchema.safeParse({ action: 'published' }).success).toBe(false);
    expect(storyWebhookSchema.safeParse({ full_slug: 'about', action: 'exploded' }).success).toBe(
      false,
    );
  });
});
