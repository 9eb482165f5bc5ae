import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { jwtVerify, SignJWT } from 'jose';

/**
 * An editor's sign-in: their password checked against the Argon2id hash in EDITORS, then their
 * second factor (editor-factors.ts), then a short-lived HS256 token naming them, kept in an
 * HttpOnly cookie. Between the two steps the browser holds a pending token of its own purpose
 * (another issuer, so it can never pass for a session) for at most SIGN_IN_STEP_SECONDS.
 */

export interface Editor {
  email: string;
  name: string;
  passwordHash: string;
}

export const EDITOR_SESSION_COOKIE = 'editor_session';
export const EDITOR_SESSION_SECONDS = 8 * 60 * 60;
const ISSUER = 'so-energy-editor';
/** What a session token says was checked: the password and a second factor (RFC 8176). */
const SIGNED_IN_WITH = ['pwd', 'otp'];

/** The cookie holding the sign-in half done: sent to the session route only. */
export const EDITOR_SIGN_IN_COOKIE = 'editor_sign_in';
export const SIGN_IN_STEP_SECONDS = 10 * 60;
const SIGN_IN_ISSUER = 'so-energy-editor-sign-in';
const SIGN_IN_PATH = '/api/editor/session';

export const WRONG_DETAILS_MESSAGE = 'That email address and password do not match an editor.';

// An unknown email costs a hash check too, so the time taken does not say which was wrong.
let unknownEditorHash: Promise<string> | undefined;

export async function findEditorByPassword(
  editors: readonly Editor[],
  email: string,
  password: string,
): Promise<Editor | null> {
  const editor = editors.find((item) => item.email.toLowerCase() === email.trim().toLowerCase());
  unknownEditorHash ??= hash('no editor has this password');
  const matches = await verify(editor?.passwordHash ?? (await unknownEditorHash), password);
  return editor && matches ? editor : null;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export function signEditorSession(editor: Editor, secret: string, now = new Date()) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ name: editor.name, amr: SIGNED_IN_WITH })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(editor.email)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + EDITOR_SESSION_SECONDS)
    .sign(key(secret));
}

/** The signed-in editor's email, or null for a missing, forged, expired or stale token. */
export async function verifyEditorSession(
  token: string | undefined,
  { secret, editors, now = new Date() }: { secret: string; editors: readonly Editor[]; now?: Date },
): Promise<string | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: now,
    });
    // A token from before second factors (no `amr`) counts for nothing.
    const amr = Array.isArray(payload.amr) ? payload.amr : [];
    if (!SIGNED_IN_WITH.every((method) => amr.includes(method))) return null;
    // An editor taken out of EDITORS is signed out at once.
    return editors.some((editor) => editor.email === payload.sub) ? (payload.sub ?? null) : null;
  } catch {
    return null;
  }
}

/** The step the right password leads to: a code, or setting up the second factor first. */
export type SignInStep = { step: 'code' } | { step: 'enrol'; nonce: string };
export type PendingSignIn = SignInStep & { email: string; id: string };

/** The sign-in half done: its editor, its next step and an id of its own (wrong codes count by it). */
export function signPendingSignIn(
  editor: Editor,
  next: SignInStep,
  secret: string,
  now = new Date(),
) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ...next })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(editor.email)
    .setIssuer(SIGN_IN_ISSUER)
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SIGN_IN_STEP_SECONDS)
    .sign(key(secret));
}

/** The pending sign-in a token holds, or null when missing, forged, expired or not an editor's. */
export async function verifyPendingSignIn(
  token: string | undefined,
  { secret, editors, now = new Date() }: { secret: string; editors: readonly Editor[]; now?: Date },
): Promise<PendingSignIn | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      issuer: SIGN_IN_ISSUER,
      currentDate: now,
    });
    const email = payload.sub;
    if (!payload.jti || !editors.some((editor) => editor.email === email) || !email) return null;
    if (payload.step === 'code') return { step: 'code', email, id: payload.jti };
    if (payload.step === 'enrol' && typeof payload.nonce === 'string')
      return { step: 'enrol', nonce: payload.nonce, email, id: payload.jti };
    return null;
  } catch {
    return null;
  }
}

/** Editors sign in only where the site is deployed (staging and production): always Secure. */
function cookie(value: string, maxAgeSeconds: number, name = EDITOR_SESSION_COOKIE, path = '/') {
  const attributes = [
    `Path=${path}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    'Secure',
  ];
  return [`${name}=${value}`, ...attributes].join('; ');
}

export const sessionCookie = (token: string) => cookie(token, EDITOR_SESSION_SECONDS);

export const signedOutCookie = () => cookie('', 0);

export const pendingSignInCookie = (token: string) =>
  cookie(token, SIGN_IN_STEP_SECONDS, EDITOR_SIGN_IN_COOKIE, SIGN_IN_PATH);

export const noPendingSignInCookie = () => cookie('', 0, EDITOR_SIGN_IN_COOKIE, SIGN_IN_PATH);
