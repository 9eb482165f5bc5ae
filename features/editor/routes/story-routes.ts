import type { NextApiRequest, NextApiResponse } from 'next';
import * as z from 'zod/mini';
import { createStoryStore, type DraftCheck } from '@/lib/content/local-space/story-store';
import { blokSchema } from '@/lib/content/story';
import {
  fail,
  parse,
  runEditorHandler,
  type EditorConfig,
  type EditorHandler,
  type Method,
} from './editor-route';

/**
 * Regenerates a story's pages (the cms-page feature's, handed in by the route): those that
 * could not be keep showing their last version.
 */
export type RegenerateStoryPages = (
  fullSlug: string,
  revalidate: (path: string) => Promise<void>,
) => Promise<{ regenerated: string[]; stale: string[] }>;

export interface StoryRoutesOptions {
  checkDraft: DraftCheck;
  regenerate: RegenerateStoryPages;
  config: () => EditorConfig;
  /** The embedded space's folder. */
  spaceDir: () => string;
}

const draftBody = z.object({
  name: z.optional(z.string().check(z.minLength(1))),
  content: blokSchema,
});
/** '' (the top level) or a folder's full slug (`blog`): no `.`, `..` or empty level to wander by. */
const FOLDER = /^([a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*)?$/;
const newStoryBody = z.object({
  name: z.string().check(z.minLength(1, 'Enter a name')),
  slug: z.string().check(z.minLength(1, 'Enter a slug')),
  folder: z._default(
    z
      .string()
      .check(
        z.regex(
          FOLDER,
          'The folder is the top level (empty) or a folder’s slug: lower-case letters, digits and hyphens, levels separated by /',
        ),
      ),
    '',
  ),
  templateId: z.optional(z.number()),
});
const revertBody = z.object({ version: z.number() });
const regenerateBody = z.object({
  full_slug: z
    .string()
    .check(z.regex(/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*\/?$/, 'Give a story’s full slug')),
});

/** Regenerates a story's pages again, by its full slug: the story may since have been deleted. */
const REGENERATE = 'regenerate';

/**
 * The editor's story API under `/api/editor/stories`: `[]` lists and creates, `[id]` reads,
 * saves and deletes, `[id, action]` publishes, unpublishes, reverts, and lists history and
 * links; `['regenerate']` tries again to regenerate pages that kept their last version.
 */
export function createStoryRoutes({
  checkDraft,
  regenerate,
  config,
  spaceDir,
}: StoryRoutesOptions) {
  const store = () => createStoryStore({ root: spaceDir(), checkDraft });

  /**
   * A change to what is live regenerates its pages. The change is made whether or not they
   * regenerate: the answer says which did, and which still show their last version.
   */
  async function answerLiveChange(res: NextApiResponse, fullSlug: string, body: object) {
    const { regenerated, stale } = await regenerate(fullSlug, (path) => res.revalidate(path));
    res.status(200).json({ ...body, revalidated: regenerated, stale });
  }

  const regenerateRoutes = {
    POST: async (req, res) => {
      await answerLiveChange(res, parse(regenerateBody, req.body).full_slug, {});
    },
  } satisfies Partial<Record<Method, EditorHandler>>;

  const routes = (id: number | null, action: string | undefined) => {
    if (id === null)
      return {
        GET: (_req, res) => res.status(200).json({ stories: store().list() }),
        POST: (req, res, who) => {
          const { story } = store().create(parse(newStoryBody, req.body), who);
          res.status(201).json({ story: story.draft });
        },
      } satisfies Partial<Record<Method, EditorHandler>>;
    switch (action) {
      case undefined:
        return {
          GET: (_req, res) => {
            const stories = store();
            const { draft, published } = stories.get(id);
            res.status(200).json({ draft, published, related: stories.relatedTo(draft) });
          },
          PUT: (req, res, who) => {
            const { story } = store().saveDraft(id, parse(draftBody, req.body), who);
            res.status(200).json({ story: story.draft });
          },
          DELETE: async (_req, res, who) => {
            const { story, wasPublished } = store().delete(id, who);
            if (!wasPublished) return void res.status(200).json({ deleted: id });
            await answerLiveChange(res, story.draft.full_slug, { deleted: id });
          },
        } satisfies Partial<Record<Method, EditorHandler>>;
      case 'publish':
      case 'unpublish':
        return {
          POST: async (_req, res, who) => {
            const { story } =
              action === 'publish' ? store().publish(id, who) : store().unpublish(id, who);
            await answerLiveChange(res, story.draft.full_slug, { story: story.draft });
          },
        } satisfies Partial<Record<Method, EditorHandler>>;
      case 'revert':
        return {
          POST: async (req, res, who) => {
            const { version } = parse(revertBody, req.body);
            const { story, wasPublished } = store().revert(id, version, who);
            if (!wasPublished) return void res.status(200).json({ story: story.draft });
            await answerLiveChange(res, story.draft.full_slug, { story: story.draft });
          },
        } satisfies Partial<Record<Method, EditorHandler>>;
      case 'history':
        return {
          GET: (_req, res) => res.status(200).json({ history: store().history(id) }),
        } satisfies Partial<Record<Method, EditorHandler>>;
      case 'links':
        return {
          GET: (_req, res) => res.status(200).json({ stories: store().linksTo(id) }),
        } satisfies Partial<Record<Method, EditorHandler>>;
      default:
        return null;
    }
  };

  /** The handlers of an address under the API, or null where there is none. */
  const handlersFor = ([first, action, ...rest]: string[]) => {
    if (rest.length > 0) return null;
    if (first === REGENERATE) return action === undefined ? regenerateRoutes : null;
    if (first === undefined) return routes(null, action);
    return /^\d+$/.test(first) ? routes(Number(first), action) : null;
  };

  return async function storyApi(req: NextApiRequest, res: NextApiResponse) {
    const handlers = handlersFor([req.query.path ?? []].flat());
    if (!handlers) return fail(res, 404, 'There is no such editor address.');
    await runEditorHandler(req, res, handlers, config());
  };
}
