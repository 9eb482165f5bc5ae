import type { NextApiRequest, NextApiResponse } from 'next';
import { vi } from 'vitest';
import { copyOfContentSpace } from './temp-space';

/** Calling the editor's API routes in tests, over a scratch copy of the content space. */

export const SITE = 'https://www.so.energy';
export const SESSION_SECRET = 's'.repeat(32);
export const EDITOR = {
  email: 'ed@so.energy',
  name: 'Ed',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA',
};

export type Route = (req: NextApiRequest, res: NextApiResponse) => Promise<void> | void;

export interface Answer {
  status: number;
  body: { message?: string; fields?: unknown; [key: string]: unknown };
  revalidated: string[];
  /** The headers the route set, by their names in lower case. */
  headers: Record<string, string>;
  /** Where a redirect sends the browser. */
  location?: string;
  draftMode?: boolean;
}

/**
 * The environment of an editor page or route over a scratch copy of the content space, in
 * development or as production (the editor on with one editor, unless `editorEnabled` is
 * false); modules load afresh after it. Unstub the environment after each test.
 */
export function stubEditorEnvironment(
  environment: 'development' | 'production',
  editorEnabled = true,
) {
  const root = copyOfContentSpace();
  vi.resetModules();
  vi.unstubAllEnvs();
  vi.stubEnv('LOCAL_CONTENT_DIR', root);
  vi.stubEnv('NEXT_PUBLIC_ENVIRONMENT', environment);
  vi.stubEnv('TRUSTED_PROXIES', 'none');
  vi.stubEnv('NEXT_PUBLIC_SITE_URL', SITE);
  vi.stubEnv('REVALIDATE_SECRET', 'r'.repeat(16));
  vi.stubEnv('GATEWAY_JWT_SECRET', 'j'.repeat(32));
  if (editorEnabled) {
    vi.stubEnv('EDITOR_ENABLED', 'true');
    vi.stubEnv('EDITORS', JSON.stringify([EDITOR]));
    vi.stubEnv('EDITOR_SESSION_SECRET', SESSION_SECRET);
  }
  return root;
}

/** A route loaded afresh in `stubEditorEnvironment`. */
export async function loadEditorRoute(
  load: () => Promise<{ default: Route }>,
  environment: 'development' | 'production',
  editorEnabled = true,
) {
  const root = stubEditorEnvironment(environment, editorEnabled);
  return { route: (await load()).default, root };
}

export interface Call {
  query?: Record<string, string | string[]>;
  method?: string;
  body?: unknown;
  /** The socket's peer address. */
  from?: string;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  /** Regenerating a page fails, as it does when the content service does not answer. */
  regenerationFails?: boolean;
}

/** Calls an API route as Next would with a parsed JSON body, and records its JSON answer. */
export async function callRoute(
  route: Route,
  {
    query = {},
    method = 'GET',
    body,
    from = '127.0.0.1',
    headers = {},
    cookies = {},
    regenerationFails = false,
  }: Call,
): Promise<Answer> {
  const answer: Answer = { status: 200, body: {}, revalidated: [], headers: {} };
  const req = {
    method,
    query,
    body,
    headers: { host: 'localhost:3000', ...headers },
    cookies,
    socket: { remoteAddress: from },
  };
  const res = {
    setHeader: (name: string, value: string) => {
      answer.headers[name.toLowerCase()] = value;
      return res;
    },
    status: (status: number) => {
      answer.status = status;
      return res;
    },
    json: (json: Answer['body']) => {
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
      if (regenerationFails) throw new Error(`Failed to revalidate ${pagePath}: 503`);
      answer.revalidated.push(pagePath);
    },
  };
  await route(req as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return answer;
}

/**
 * The browser's fetch of the editor API, answered by the real stories and assets routes in
 * development over a scratch space; `regeneration.fails` makes regenerating pages fail. Unstub
 * the globals after each test.
 */
export async function serveScratchEditorApi() {
  const { route: stories, root } = await loadEditorRoute(
    () => import('@/pages/api/editor/stories/[[...path]]'),
    'development',
  );
  const assets = (await import('@/pages/api/editor/assets')).default;
  const regeneration = { fails: false };
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://127.0.0.1');
    const path = url.pathname.replace(/^\/api\/editor\/stories\/?/, '');
    const answer = await callRoute(url.pathname === '/api/editor/assets' ? assets : stories, {
      query: { path: path ? path.split('/') : [] },
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      regenerationFails: regeneration.fails,
    });
    return Response.json(answer.body, { status: answer.status });
  });
  vi.stubGlobal('fetch', fetch);
  return { root, fetch, regeneration };
}
