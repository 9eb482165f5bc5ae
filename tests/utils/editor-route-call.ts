import type { NextApiRequest, NextApiResponse } from 'next';
import { copyOfContentSpace } from './temp-space';

export const EDITOR_SITE = 'https://www.so.energy';
export const EDITOR_SESSION_SECRET = 's'.repeat(32);
export const TEST_EDITOR = {
  email: 'ed@so.energy',
  name: 'Ed',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA',
};

export type EditorRoute = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;

export interface EditorRouteAnswer {
  status: number;
  body: { message?: string; fields?: unknown; [key: string]: unknown };
  revalidated: string[];
  /** Where a redirect sends the browser. */
  location?: string;
  draftMode?: boolean;
}

/**
 * The environment of an editor page or route over a scratch copy of the content space, in
 * development or as production with the editor on or off; modules load afresh after it.
 */
export function stubEditorEnvironment(
  environment: 'development' | 'production',
  editorEnabled = true,
) {
  const root = copyOfContentSpace();
  vi.resetModules();
  vi.stubEnv('LOCAL_CONTENT_DIR', root);
  vi.stubEnv('NEXT_PUBLIC_ENVIRONMENT', environment);
  vi.stubEnv('NEXT_PUBLIC_SITE_URL', EDITOR_SITE);
  vi.stubEnv('REVALIDATE_SECRET', 'r'.repeat(16));
  vi.stubEnv('GATEWAY_JWT_SECRET', 'j'.repeat(32));
  if (editorEnabled) {
    vi.stubEnv('EDITOR_ENABLED', 'true');
    vi.stubEnv('EDITORS', JSON.stringify([TEST_EDITOR]));
    vi.stubEnv('EDITOR_SESSION_SECRET', EDITOR_SESSION_SECRET);
  }
  return root;
}

/** An editor API route (`@/pages/api/editor/…`, loaded afresh) in `stubEditorEnvironment`. */
export async function loadEditorRoute(
  load: () => Promise<{ default: EditorRoute }>,
  environment: 'development' | 'production',
  editorEnabled = true,
) {
  const root = stubEditorEnvironment(environment, editorEnabled);
  return { route: (await load()).default, root };
}

/** Calls the route as Next would, from `from` (loopback unless given). */
export async function callEditorRoute(
  route: EditorRoute,
  {
    query = {},
    method = 'GET',
    body,
    from = '127.0.0.1',
    headers = {},
    cookies = {},
  }: {
    query?: Record<string, string | string[]>;
    method?: string;
    body?: unknown;
    from?: string;
    headers?: Record<string, string>;
    cookies?: Record<string, string>;
  },
): Promise<EditorRouteAnswer> {
  const answer: EditorRouteAnswer = { status: 200, body: {}, revalidated: [] };
  const req = { method, query, body, headers, cookies, socket: { remoteAddress: from } };
  const res = {
    setHeader: () => res,
    status: (status: number) => {
      answer.status = status;
      return res;
    },
    json: (json: EditorRouteAnswer['body']) => {
      answer.body = json;
    },
    redirect: (status: number, location: string) => {
      answer.status = status;
      answer.location = location;
    },
    setDraftMode: ({ enable }: { enable: boolean }) => {
      answer.draftMode = enable;
      return res;
    },
    revalidate: async (pagePath: string) => {
      answer.revalidated.push(pagePath);
    },
  };
  await route(req as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return answer;
}

/** The browser's fetch of the stories API, answered by the real route (`loadEditorRoute`). */
export function serveStoriesRoute(route: EditorRoute) {
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://127.0.0.1');
    const path = url.pathname.replace(/^\/api\/editor\/stories\/?/, '');
    const answer = await callEditorRoute(route, {
      query: { path: path ? path.split('/') : [] },
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return Response.json(answer.body, { status: answer.status });
  });
}

/** The stories API in development over a scratch space, answering the browser's fetch. */
export async function serveScratchStories() {
  const loaded = await loadEditorRoute(
    () => import('@/pages/api/editor/stories/[[...path]]'),
    'development',
  );
  serveStoriesRoute(loaded.route);
  return loaded;
}
