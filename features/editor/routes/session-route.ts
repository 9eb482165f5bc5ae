import type { NextApiRequest, NextApiResponse } from 'next';
import * as z from 'zod/mini';
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from '@/lib/cross-site-request';
import { createGuessThrottle, refuseGuesser } from '@/lib/secret-guesses';
import { qrCodeSvg, svgDataUrl } from '@/lib/second-factor/qr-code';
import { totpUri } from '@/lib/second-factor/totp';
import { EDITOR_OFF_MESSAGE } from '../access/editor-access';
import {
  createEditorFactorStore,
  EditorFactorsError,
  type EditorFactorStore,
} from '../access/editor-factors';
import {
  EDITOR_SIGN_IN_COOKIE,
  findEditorByPassword,
  noPendingSignInCookie,
  pendingSignInCookie,
  sessionCookie,
  signedOutCookie,
  signEditorSession,
  signPendingSignIn,
  SIGN_IN_STEP_SECONDS,
  verifyPendingSignIn,
  WRONG_DETAILS_MESSAGE,
  type Editor,
  type PendingSignIn,
} from '../access/editor-session';
import { codeSchema, signInSchema, type SignInAnswer } from '../sign-in/sign-in-schema';
import { fail, type EditorConfig } from './editor-route';

export interface SessionRouteOptions {
  config: () => EditorConfig & {
    trustedProxies: readonly string[];
    editor: { factorsPath: string };
  };
  clientAddress: (req: NextApiRequest, trustedProxies: readonly string[]) => string;
  now?: () => Date;
}

/** The issuer authenticator apps list the editor's codes under. */
export const TOTP_ISSUER = 'So Energy editor';
export const WRONG_CODE_MESSAGE =
  'That code is not right. Type the code your authenticator app shows now, or a recovery code.';
export const SIGN_IN_AGAIN_MESSAGE =
  'Your sign-in took too long or was tried too often. Please sign in again with your password.';
export const FACTORS_BROKEN_MESSAGE =
  "Signing in to the editor is not working: the editors' second factors cannot be read. Please tell your site administrator.";
/** Wrong codes one password sign-in may try before the password is needed again. */
export const WRONG_CODES_PER_SIGN_IN = 5;

const sendCookies = (res: NextApiResponse, ...cookies: string[]) =>
  res.setHeader('Set-Cookie', cookies);

/** Refused back to the password: the page shows the message above the sign-in form. */
function signInAgain(res: NextApiResponse) {
  sendCookies(res, noPendingSignInCookie());
  res.status(401).json({ message: SIGN_IN_AGAIN_MESSAGE, statusCode: 401, step: 'password' });
}

/** Wrong codes by pending sign-in, forgotten once the sign-in could no longer be used. */
function createWrongCodeCounter() {
  const counts = new Map<string, { wrong: number; untilMs: number }>();
  return {
    tooMany: (id: string) => (counts.get(id)?.wrong ?? 0) >= WRONG_CODES_PER_SIGN_IN,
    record(id: string, nowMs: number) {
      for (const [key, count] of counts) if (count.untilMs <= nowMs) counts.delete(key);
      const count = counts.get(id) ?? { wrong: 0, untilMs: nowMs + SIGN_IN_STEP_SECONDS * 1000 };
      counts.set(id, { ...count, wrong: count.wrong + 1 });
    },
  };
}

/** What a sign-in step checks against: the editors, the cookies' secret, their second factors. */
interface SignInSetting {
  editors: readonly Editor[];
  secret: string;
  store: EditorFactorStore;
}

/**
 * `/api/editor/session`: POST {email, password} checks an editor's password and answers the
 * second step (a code, or setting up their authenticator app first), keeping the half-done
 * sign-in in a cookie; POST {code} with that cookie finishes it and sets the session cookie.
 * DELETE signs out. Only where editors sign in: outside development, with EDITOR_ENABLED.
 * Wrong passwords and wrong codes count alike towards the client address's guess throttle.
 */
export function createSessionRoute({
  config,
  clientAddress,
  now = () => new Date(),
}: SessionRouteOptions) {
  const wrongGuesses = createGuessThrottle();
  const wrongCodes = createWrongCodeCounter();
  const stores = new Map<string, EditorFactorStore>();
  const factorStore = (path: string, secret: string) => {
    const key = `${path}\n${secret}`;
    const store = stores.get(key) ?? createEditorFactorStore({ path, secret });
    stores.set(key, store);
    return store;
  };

  async function checkPassword(
    req: NextApiRequest,
    res: NextApiResponse,
    { editors, secret, store }: SignInSetting,
    client: string,
  ) {
    const body = z.safeParse(signInSchema, req.body);
    if (!body.success)
      return fail(
        res,
        400,
        'Enter your email address and password.',
        body.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      );
    const found = await findEditorByPassword(editors, body.data.email, body.data.password);
    if (!found) {
      wrongGuesses.recordWrongGuess(client, Date.now());
      return fail(res, 401, WRONG_DETAILS_MESSAGE);
    }
    const at = now();
    if (store.isEnrolled(found.email)) {
      const token = await signPendingSignIn(found, { step: 'code' }, secret, at);
      sendCookies(res, pendingSignInCookie(token));
      return void res.status(200).json({ step: 'code' } satisfies SignInAnswer);
    }
    const enrolment = store.beginEnrolment(found.email, at);
    const uri = totpUri({ secret: enrolment.secret, issuer: TOTP_ISSUER, account: found.email });
    const token = await signPendingSignIn(
      found,
      { step: 'enrol', nonce: enrolment.nonce },
      secret,
      at,
    );
    sendCookies(res, pendingSignInCookie(token));
    res.status(200).json({
      step: 'enrol',
      secret: enrolment.secret,
      uri,
      qrCode: svgDataUrl(await qrCodeSvg(uri)),
    } satisfies SignInAnswer);
  }

  async function checkCode(
    req: NextApiRequest,
    res: NextApiResponse,
    { editors, secret, store }: SignInSetting,
    client: string,
  ) {
    const at = now();
    const pending = await verifyPendingSignIn(req.cookies[EDITOR_SIGN_IN_COOKIE], {
      secret,
      editors,
      now: at,
    });
    if (!pending || wrongCodes.tooMany(pending.id)) return signInAgain(res);
    const body = z.safeParse(codeSchema, req.body);
    if (!body.success)
      return fail(
        res,
        400,
        'Enter the code from your authenticator app.',
        body.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      );
    const editor = editors.find((candidate) => candidate.email === pending.email);
    const answer = editor && signedIn(store, pending, body.data.code, at, editor);
    if (!editor || !answer) {
      wrongGuesses.recordWrongGuess(client, Date.now());
      wrongCodes.record(pending.id, Date.now());
      return fail(res, 401, WRONG_CODE_MESSAGE);
    }
    sendCookies(
      res,
      sessionCookie(await signEditorSession(editor, secret, at)),
      noPendingSignInCookie(),
    );
    res.status(200).json(answer);
  }

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
      sendCookies(res, signedOutCookie(), noPendingSignInCookie());
      return void res.status(204).end();
    }

    const client = clientAddress(req, trustedProxies);
    const waitMs = wrongGuesses.waitMs(client, Date.now());
    if (waitMs > 0) return refuseGuesser(res, waitMs);
    const step = {
      editors: editor.editors,
      secret: editor.sessionSecret,
      store: factorStore(editor.factorsPath, editor.sessionSecret),
    };
    const isCode = typeof req.body === 'object' && req.body !== null && 'code' in req.body;
    try {
      await (isCode ? checkCode : checkPassword)(req, res, step, client);
    } catch (error) {
      if (!(error instanceof EditorFactorsError)) throw error;
      console.error(error);
      return fail(res, 503, FACTORS_BROKEN_MESSAGE);
    }
  };
}

/** The answer to a right code (null for a wrong one), the factor store updated. */
function signedIn(
  store: EditorFactorStore,
  pending: PendingSignIn,
  code: string,
  at: Date,
  editor: Editor,
): SignInAnswer | null {
  const who = { email: editor.email, name: editor.name };
  if (pending.step === 'enrol') {
    const recoveryCodes = store.finishEnrolment(editor.email, pending.nonce, code, at);
    return recoveryCodes && { step: 'signed-in', editor: who, recoveryCodes };
  }
  const used = store.useSecondFactor(editor.email, code, at);
  if (!used) return null;
  return used.kind === 'recovery-code'
    ? { step: 'signed-in', editor: who, recoveryCodesLeft: used.recoveryCodesLeft }
    : { step: 'signed-in', editor: who };
}
