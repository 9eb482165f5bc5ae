import { ROUTABLE_COMPONENTS } from '@/lib/content/api';
import { getAllStoryPaths, getStories, getStory } from '@/lib/content/content-service';
import { buildSeo, type Seo } from '@/lib/content/seo';
import type { Story } from '@/lib/content/story';
import { storyPath } from '@/lib/content/story-path';
import { publicConfig } from '@/lib/public-config';
import { BLOG_FOLDER, BLOG_SORT, POSTS_PER_PAGE, blogPageCount, blogPagePath } from './blog-pages';
import { resolveRoute } from './resolve-route';

export interface BlogListing {
  stories: Story[];
  page: number;
  totalPages: number;
}

export interface CmsPageData {
  story: Story;
  seo: Seo;
  routeParam: string | null;
  blogListing: BlogListing | null;
}

async function loadBlogListing(page: number, preview: boolean): Promise<BlogListing | null> {
  const { stories, total } = await getStories(BLOG_FOLDER, {
    preview,
    page,
    perPage: POSTS_PER_PAGE,
    sortBy: BLOG_SORT,
    excludeStartPages: true,
  });
  const totalPages = blogPageCount(total);
  return page > totalPages ? null : { stories, page, totalPages };
}

/** Everything a CMS route renders, or null for the 404 page. */
export async function loadCmsPage(
  segments: readonly string[],
  { preview }: { preview: boolean },
): Promise<CmsPageData | null> {
  const route = resolveRoute(segments);
  if (route.kind === 'not-found') return null;

  const story = await getStory(route.slug, { preview });
  if (!story || !ROUTABLE_COMPONENTS.includes(story.content.component)) return null;

  if (route.kind === 'blog-list') {
    const blogListing = await loadBlogListing(route.page, preview);
    if (!blogListing) return null;
    const seo = buildSeo(story, blogPagePath(route.page), publicConfig.siteUrl);
    return { story, seo, routeParam: null, blogListing };
  }

  const path = storyPath(story.full_slug);
  return {
    story,
    seo: buildSeo(story, path, publicConfig.siteUrl),
    routeParam: route.routeParam,
    blogListing: null,
  };
}

/** How many pages the blog list has (published posts outside preview). */
export async function countBlogPages(): Promise<number> {
  const { total } = await getStories(BLOG_FOLDER, { perPage: 1, excludeStartPages: true });
  return blogPageCount(total);
}

/** Every page to prebuild: each published story, and every page of the blog list. */
export async function listCmsPaths(): Promise<string[]> {
  const [slugs, blogPages] = await Promise.all([getAllStoryPaths(), countBlogPages()]);
  const laterBlogPages = Array.from({ length: blogPages - 1 }, (_, index) =>
    blogPagePath(index + 2),
  );
  return [...slugs.map(storyPath), ...laterBlogPages];
}
