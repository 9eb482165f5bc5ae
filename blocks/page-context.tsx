import { createContext, useContext } from 'react';

export interface BlogPostSummary {
  title: string;
  excerpt: string;
  path: string;
  category: string;
  authorName: string | null;
  publishedAt: string | null;
  image: { filename: string; alt: string; width: number | null; height: number | null } | null;
}

export interface BlogPostsPage {
  posts: BlogPostSummary[];
  page: number;
  totalPages: number;
}

/** What a route knows beyond the story itself, handed down to the blocks that need it. */
export interface PageContextValue {
  story: { id: number; name: string; fullSlug: string; publishedAt: string | null };
  /** The `{id}` of `/CC33/{id}`, `/elmo/{id}` and `/r/{id}`. */
  routeParam: string | null;
  blogPosts: BlogPostsPage | null;
}

const PageContext = createContext<PageContextValue | null>(null);

export const PageContextProvider = PageContext.Provider;

export function usePageContext(): PageContextValue | null {
  return useContext(PageContext);
}
