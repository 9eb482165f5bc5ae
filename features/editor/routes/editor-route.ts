import type { IncomingMessage } from 'node:http';
import type { NextApiRequest, NextApiResponse } from 'next';
import * as z from 'zod/mini';
import { isStoreError } from '@/lib/content/local-space/store-errors';
import { isCrossSiteRequest } from '@/lib/cross-site-request';
import { decideEditorAccess, type EditorAccess, type Environment } from '../access/editor-access';
import { EDITOR_SESSION_COOKIE, verifyEditorSession, type Editor } from '../access/editor-session';

/** A request as API routes and getServerSideProps both get it. */
export type EditorHttpRequest = IncomingMessage & { cookies: Partial<Record<string, string>> };

/** What of the server configuration decides editor access (pages hand in getServerConfig()). */
export interface EditorConfig {
  environment: Environment;
  siteUrl: string;
  editor: { enabled: boolean; editors: readonly Editor[]; sessionSecret: string | undefined };
}

/** Decides a request to any editor page or API route (editor-access.ts says who may). */
export async function editorAccessOf(
  req: EditorHttpRequest,
  { environment, siteUrl, editor }: EditorConfig,
): Promise<EditorAccess> {
  const signedInEditor = editor.sessionSecret
    ? await verifyEditorSession(req.cookies[EDITOR_SESSION_COOKIE], {
        secret: editor.sessionSecret,
        editors: editor.editors,
      })
    : null;
  return decideEditorAccess({
    environment,
    editorEnabled: editor.enabled,
    remoteAddress: req.socket.remoteAddress,
    host: req.headers.host,
    signedInEditor,
    writes: req.method !== 'GET' && req.method !== 'HEAD',
    crossSite: isCrossSiteRequest(req.headers, new URL(siteUrl).origin),
  });
}

/** A refusal in the site's error shape: `{ message, statusCode }`, and fields when a form's. */
export function fail(
  res: NextApiResponse,
  statusCode: number,
  message: string,
  fields?: readonly { path: string; message: string }[],
) {
  res.status(statusCode).json({ message, statusCode, ...(fields ? { fields } : {}) });
}

export class BadRequestError extends Error {
  readonly statusCode = 400;
  constructor(
    message: string,
    readonly fields: readonly { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'BadRequestError';
  }
}

/** A request body as `schema` reads it, or a 400 naming each field it refused. */
export function parse<Schema extends z.ZodMiniType>(
  schema: Schema,
  body: unknown,
): z.output<Schema> {
  const result = z.safeParse(schema, body);
  if (result.success) return result.data;
  throw new BadRequestError(
    'The request was not understood.',
    result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type EditorHandler = (
  req: NextApiRequest,
  res: NextApiResponse,
  who: string,
) => Promise<void> | void;

/**
 * Runs `handlers[method]` for whoever may edit, and answers the store's refusals (not found,
 * conflict, invalid content) with their status and message.
 */
export async function runEditorHandler(
  req: NextApiRequest,
  res: NextApiResponse,
  handlers: Partial<Record<Method, EditorHandler>>,
  config: EditorConfig,
) {
  const handler = handlers[req.method as Method];
  if (!handler) {
    res.setHeader('Allow', Object.keys(handlers).join(', '));
    return fail(res, 405, 'This address does not answer that method.');
  }
  const access = await editorAccessOf(req, config);
  if (!access.allowed) return fail(res, access.status, access.message);
  try {
    await handler(req, res, access.who);
  } catch (error) {
    if (error instanceof BadRequestError) return fail(res, 400, error.message, error.fields);
    if (!isStoreError(error)) throw error;
    return fail(res, error.statusCode, error.message, 'fields' in error ? error.fields : undefined);
  }
}
