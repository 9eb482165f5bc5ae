import { join } from 'node:path';
import { ROUTABLE_COMPONENTS } from '@/lib/content/api';
import { loadSpace } from '@/lib/content/local-space/space';
import { storyPath } from '@/lib/content/story-path';

/** The path of every published page of the embedded content space (pages and blog posts). */
export function seededRoutes(root = join(process.cwd(), 'content')): string[] {
  return loadSpace(root)
    .stories.flatMap(({ published }) =>
      published && ROUTABLE_COMPONENTS.includes(published.content.component)
        ? [storyPath(published.full_slug)]
        : [],
    )
    .sort();
}
