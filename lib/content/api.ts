import type StoryblokClient from 'storyblok-js-client';
import * as z from 'zod/mini';
import { ContentError, toContentError } from './errors';
import { datasourceEntrySchema, storySchema, type DatasourceEntry, type Story } from './story';

export type ContentVersion = 'draft' | 'published';

/** Root components that are pages of their own; other stories (authors, site settings) are data. */
export const ROUTABLE_COMPONENTS = ['page', 'blog_post'];

/** Relations resolved on every request: `component.field` holding story uuids. */
export const RESOLVED_RELATIONS = ['blog_post.author'];

export interface StoryOptions {
  preview?: boolean;
}

export interface StoriesOptions extends StoryOptions {
  page?: number;
  perPage?: number;
  sortBy?: string;
  /** Leave out folder start pages (e.g. the blog's own page when listing posts). */
  excludeStartPages?: boolean;
}

export interface StoriesPage {
  stories: Story[];
  total: number;
}

export interface ContentApi {
  getStory(slug: string, options?: StoryOptions): Promise<Story | null>;
  getStories(startsWith: string, options?: StoriesOptions): Promise<StoriesPage>;
  getAllStoryPaths(): Promise<string[]>;
  getDatasource(name: string): Promise<DatasourceEntry[]>;
}

interface ContentApiOptions {
  /** The client for a version: drafts may need a different (preview) token. */
  clientFor(version: ContentVersion): StoryblokClient;
  /** Draft everywhere but production, and in preview. */
  draftByDefault: boolean;
}

const storiesSchema = z.array(storySchema);
const referenceParams = {
  resolve_relations: RESOLVED_RELATIONS.join(','),
  resolve_links: 'url' as const,
};

export function createContentApi({ clientFor, draftByDefault }: ContentApiOptions): ContentApi {
  const versionFor = (preview = false): ContentVersion =>
    preview || draftByDefault ? 'draft' : 'published';

  async function request<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw toContentError(error);
    }
  }

  return {
    async getStory(slug, { preview } = {}) {
      const version = versionFor(preview);
      try {
        const { data } = await request(() =>
          clientFor(version).getStory(slug, { version, ...referenceParams }),
        );
        return storySchema.parse(data.story);
      } catch (error) {
        if (error instanceof ContentError && error.status === 404) return null;
        throw error;
      }
    },

    async getStories(
      startsWith,
      { preview, page = 1, perPage = 25, sortBy, excludeStartPages } = {},
    ) {
      const version = versionFor(preview);
      const { data, total } = await request(() =>
        clientFor(version).getStories({
          version,
          starts_with: startsWith,
          page,
          per_page: perPage,
          ...(sortBy && { sort_by: sortBy }),
          ...(excludeStartPages && { is_startpage: false }),
          ...referenceParams,
        }),
      );
      return { stories: storiesSchema.parse(data.stories), total: total ?? data.stories.length };
    },

    async getAllStoryPaths() {
      const stories: unknown = await request(() =>
        clientFor('published').getAll('cdn/stories', {
          version: 'published',
          per_page: 100,
          filter_query: { component: { in: ROUTABLE_COMPONENTS.join(',') } },
        }),
      );
      return storiesSchema.parse(stories).map((story) => story.full_slug);
    },

    async getDatasource(name) {
      const entries: unknown = await request(() =>
        clientFor(draftByDefault ? 'draft' : 'published').getAll(
          'cdn/datasource_entries',
          { datasource: name, per_page: 25 },
          'datasource_entries',
        ),
      );
      return z.array(datasourceEntrySchema).parse(entries);
    },
  };
}
