// The CMS page feature's server-side entry point: data loading for pages and API routes.
export { countBlogPages, listCmsPaths, loadCmsPage } from './load-cms-page';
export type { BlogListing, CmsPageData } from './load-cms-page';
export { regenerateStoryPages, type Regeneration } from './regenerate-pages';
export { pathsToRevalidate, storyWebhookSchema } from './revalidation';
export { buildRobots, buildSitemap } from './site-files';
