import type { NextApiRequest, NextApiResponse } from 'next';
import * as z from 'zod/mini';
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from '@/lib/cross-site-request';
import { createGuessThrottle, refuseGuesser } from '@/lib/secret-guesses';
import { EDITOR_OFF_MESSAGE } from '../access/editor-access';
import {
  findEditorByPassword,
  sessionCookie,
  signedOutCookie,
  signEditorSession,
  WRONG_DETAILS_MESSAGE,
} from '../access/editor-session';
import { signInSchema } from '../sign-in/sign-in-schema';
import { fail, type EditorConfig } from './editor-route';

export interface SessionRouteOptions {
  config: () => EditorConfig & { trustedProxies: readonly string[] };
  clientAddress: (req: NextApiRequest, trustedProxies: readonly string[]) => string;
}

/**
 * `/api/editor/session`: POST {email, password} signs an editor in (a cookie), DELETE signs
 * them out. Only where editors sign in: outside development, with EDITOR_ENABLED.
 */
export function createSessionRoute({ config, clientAddress }: SessionRouteOptions) {
  const wrongGuesses = createGuessThrottle();
  return async function sessionApi(req: NextApiRequest, res: NextApiResponse) {
    const { environment, siteUrl, editor, trustedProxies } = config();
    if (environment === 'development' || !editor.enabled || !editor.sessionSecret)
      return fail(res, 404, EDITOR_OFF_MESSAGE);
    if (req.method !== 'POST' && req.method !== 'DELETE') {
      res.setHeader('Allow', 'POST, DELETE');
      return fail(res, 405, 'Sign in with POST and out with DELETE.');
    }
    if (isCrossSiteRequest(req.headers, new URL(siteUrl).origin))
      return fail(res, 403, CROSS_SITE_MESSAGE);
    if (req.method === 'DELETE') {
      res.setHeader('Set-Cookie', signedOutCookie());
      return void res.status(204).end();
    }

    const client = clientAddress(req, trustedProxies);
    const waitMs = wrongGuesses.waitMs(client, Date.now());
    if (waitMs > 0) return refuseGuesser(res, waitMs);
    const body = z.safeParse(signInSchema, req.body);
    if (!body.success)
      return fail(
        res,
        400,
        'Enter your email address and password.',
        body.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      );
    const found = await findEditorByPassword(editor.editors, body.data.email, body.data.password);
    if (!found) {
      wrongGuesses.recordWrongGuess(client, Date.now());
      return fail(res, 401, WRONG_DETAILS_MESSAGE);
    }
    res.setHeader(
      'Set-Cookie',
      sessionCookie(await signEditorSession(found, editor.sessionSecret)),
    );
    res.status(200).json({ editor: { email: found.email, name: found.name } });
  };
}
