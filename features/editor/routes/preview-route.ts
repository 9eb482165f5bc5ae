import type { NextApiRequest, NextApiResponse } from 'next';
import { LOCAL_SPACE_ID } from '@/lib/content/local-space/cdn-handler';
import { loadSpace } from '@/lib/content/local-space/space';
import { storyPath } from '@/lib/content/story-path';
import { fail, runEditorHandler, type EditorConfig } from './editor-route';

export interface PreviewRouteOptions {
  config: () => EditorConfig;
  /** The embedded space's folder. */
  spaceDir: () => string;
  now?: () => number;
}

/**
 * Where the page an editor is editing opens in the local editor's preview: its path, with the
 * query Storyblok's editor adds, which the page's bridge needs to start.
 */
export function localEditorPreviewUrl(fullSlug: string, storyId: number, nowMs: number): string {
  const query = new URLSearchParams({
    _storyblok: String(storyId),
    '_storyblok_tk[space_id]': LOCAL_SPACE_ID,
    '_storyblok_tk[timestamp]': String(Math.floor(nowMs / 1000)),
  });
  return `${storyPath(fullSlug)}?${query}`;
}

/**
 * The local editor's way into draft mode, `/api/editor/preview?id=…`: for whoever may edit
 * (editor-access.ts), in place of the Storyblok-signed token `/api/preview` checks.
 */
export function createPreviewRoute({ config, spaceDir, now = Date.now }: PreviewRouteOptions) {
  return async function previewEntry(req: NextApiRequest, res: NextApiResponse) {
    await runEditorHandler(
      req,
      res,
      {
        GET: () => {
          const id = Number(/^\d+$/.exec(String(req.query.id ?? ''))?.[0]);
          const story = loadSpace(spaceDir()).stories.find(({ draft }) => draft.id === id);
          if (!story) return fail(res, 404, 'There is no story with that id.');
          res.setDraftMode({ enable: true });
          res.redirect(307, localEditorPreviewUrl(story.draft.full_slug, id, now()));
        },
      },
      config(),
    );
  };
}
