import * as z from 'zod/mini';
import { blokBase } from '../block-definition';

/** The blog's list of posts, ten a page; the route supplies the posts of the page. */
export const blogPostListSchema = z.extend(blokBase, {
  component: z.literal('blog_post_list'),
  heading: z._default(z.string(), 'Latest posts'),
});
export type BlogPostListBlok = z.infer<typeof blogPostListSchema>;
