import { storySchema, type Story } from '@/lib/content/story';
import { asPageProps } from '@/lib/page-props';
import { parseBlok } from './parse-bloks';
import type { RenderableBlok } from './renderable-blok';

/** A story as its page renders it: its bloks checked, nothing left for the browser to parse. */
export type RenderableStory = Omit<Story, 'content'> & { content: RenderableBlok | null };

/** The story with its bloks checked (parseBlok), as page props. */
export function renderableStory(story: Story): RenderableStory {
  return asPageProps({ ...story, content: parseBlok(story.content) });
}

/** A story the visual editor sends as an editor changes it; null when it is not one. */
export function renderableLiveStory(raw: unknown): RenderableStory | null {
  const story = storySchema.safeParse(raw);
  return story.success ? renderableStory(story.data) : null;
}
