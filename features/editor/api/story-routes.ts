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

/** Regenerates a story's pages (the cms-page feature's, handed in by the route). */
export type RegenerateStoryPages = (
  fullSlug: string,
  revalidate: (path: string) => Promise<void>,
  retry: string,
) => Promise<{ ok: true; paths: string[] } | { ok: false; message: string }>;

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
const newStoryBody = z.object({
  name: z.string().check(z.minLength(1, 'Enter a name')),
  slug: z.string().check(z.minLength(1, 'Enter a slug')),
  folder: z._default(z.string(), ''),
  templateId: z.optional(z.number()),
});
const revertBody = z.object({ version: z.number() });

/**
 * The editor's story API under `/api/editor/stories`: `[]` lists and creates, `[id]` reads,
 * saves and deletes, `[id, action]` publishes, unpublishes, reverts, and lists history and links.
 */
export function createStoryRoutes({
  checkDraft,
  regenerate,
  config,
  spaceDir,
}: StoryRoutesOptions) {
  const store = () => createStoryStore({ root: spaceDir(), checkDraft });

  /** A change to what is live regenerates its pages; the answer says which, or what failed. */
  async function answerLiveChange(res: NextApiResponse, fullSlug: string, body: object) {
    const regenerated = await regenerate(fullSlug, (path) => res.revalidate(path), 'publish again');
    if (!regenerated.ok) return fail(res, 503, regenerated.message);
    res.status(200).json({ ...body, revalidated: regenerated.paths });
  }

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

  return async function storyApi(req: NextApiRequest, res: NextApiResponse) {
    const path = [req.query.path ?? []].flat();
    const [idText, action, ...rest] = path;
    const id = idText === undefined ? null : /^\d+$/.test(idText) ? Number(idText) : NaN;
    const handlers = Number.isNaN(id) || rest.length > 0 ? null : routes(id, action);
    if (!handlers) return fail(res, 404, 'There is no such editor address.');
    await runEditorHandler(req, res, handlers, config());
  };
}
