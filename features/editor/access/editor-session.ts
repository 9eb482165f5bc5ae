import { hash, verify } from '@node-rs/argon2';
import { jwtVerify, SignJWT } from 'jose';

/**
 * An editor's sign-in: their password checked against the Argon2id hash in EDITORS, then a
 * short-lived HS256 token naming them, kept in an HttpOnly cookie.
 */

export interface Editor {
  email: string;
  name: string;
  passwordHash: string;
}

export const EDITOR_SESSION_COOKIE = 'editor_session';
export const EDITOR_SESSION_SECONDS = 8 * 60 * 60;
const ISSUER = 'so-energy-editor';

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
  return new SignJWT({ name: editor.name })
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
    // An editor taken out of EDITORS is signed out at once.
    return editors.some((editor) => editor.email === payload.sub) ? (payload.sub ?? null) : null;
  } catch {
    return null;
  }
}

/** Editors sign in only where the site is deployed (staging and production): always Secure. */
function cookie(value: string, maxAgeSeconds: number): string {
  const attributes = [
    `Path=/`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    'Secure',
  ];
  return [`${EDITOR_SESSION_COOKIE}=${value}`, ...attributes].join('; ');
}

export const sessionCookie = (token: string) => cookie(token, EDITOR_SESSION_SECONDS);

export const signedOutCookie = () => cookie('', 0);
