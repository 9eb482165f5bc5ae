export { blogPagePath } from './blog-pages';
export { SeoHead } from './seo-head';
