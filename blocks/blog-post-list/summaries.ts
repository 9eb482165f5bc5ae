import type { Story } from '@/lib/content/story';
import { storyPath } from '@/lib/content/story-path';
import { blogPostSchema } from '../blog-post/schema';
import type { BlogPostSummary } from '../page-context';

/** What the blog list shows of a post; a story that is not a valid post is left out. */
export function toBlogPostSummary(story: Story): BlogPostSummary | null {
  const parsed = blogPostSchema.safeParse(story.content);
  if (!parsed.success) return null;
  const { title, excerpt, category, author, image } = parsed.data;
  return {
    title,
    excerpt,
    category,
    path: storyPath(story.full_slug),
    authorName: author?.name ?? null,
    publishedAt: story.first_published_at ?? story.published_at,
    image: image
      ? {
          filename: image.filename,
          alt: image.alt ?? '',
          width: image.width ?? null,
          height: image.height ?? null,
        }
      : null,
  };
}
