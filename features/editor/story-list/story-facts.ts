import type { StorySummary } from '../client/responses';

/** How the editor names a story's state, its content type and its last change. */

export const STATE_LABELS: Record<StorySummary['state'], string> = {
  draft: 'Draft: never published',
  published: 'Published',
  changed: 'Changed since published',
};

const CONTENT_TYPE_LABELS: Partial<Record<string, string>> = {
  page: 'Page',
  blog_post: 'Blog post',
  author: 'Author',
  navigation: 'Navigation',
  banner_config: 'Site banner',
};

/** `blog_post` → "Blog post"; a type without a name of its own in plain words. */
export function contentTypeLabel(component: string): string {
  const words = component.replace(/[_-]+/g, ' ');
  return CONTENT_TYPE_LABELS[component] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

/** The folders stories live in (`blog`, `authors`…), in order; the top level is not one. */
export function foldersOf(stories: readonly StorySummary[]): string[] {
  return [...new Set(stories.map(({ folder }) => folder).filter(Boolean))].sort();
}

/** A new story can start from a page or a blog post. */
export const isTemplate = ({ contentType }: StorySummary) =>
  contentType === 'page' || contentType === 'blog_post';
