import { createHash } from 'node:crypto';
import { secretMatches } from '@/lib/secret-guesses';

/** Query parameters the visual editor adds; the bridge needs them on the page it opens. */
const EDITOR_PARAM = /^_storyblok/;
const TOKEN_MAX_AGE_SECONDS = 60 * 60;
const CLOCK_SKEW_SECONDS = 60;

export interface PreviewSecrets {
  previewToken: string | undefined;
  previewSecret: string | undefined;
}

export type PreviewDecision =
  { ok: true; location: string } | { ok: false; status: 400 | 401; message: string };

/** The editor's token is sha1(`space_id:preview token:timestamp`), valid for an hour. */
export function editorTokenIsValid(
  params: URLSearchParams,
  previewToken: string,
  nowMs: number,
): boolean {
  const spaceId = params.get('_storyblok_tk[space_id]') ?? '';
  const timestamp = params.get('_storyblok_tk[timestamp]') ?? '';
  const token = params.get('_storyblok_tk[token]') ?? '';
  if (!/^\d+$/.test(spaceId) || !/^\d+$/.test(timestamp)) return false;
  const age = nowMs / 1000 - Number(timestamp);
  if (age > TOKEN_MAX_AGE_SECONDS || age < -CLOCK_SKEW_SECONDS) return false;
  const expected = createHash('sha1')
    .update(`${spaceId}:${previewToken}:${timestamp}`)
    .digest('hex');
  return secretMatches(token, expected);
}

/** A story slug as a path on this site; anything that could leave the site is refused. */
export function previewPath(slug: string | null): string | null {
  const trimmed = (slug ?? '').trim().replace(/^\/+/, '').replace(/\/+$/, '');
  if (!/^[A-Za-z0-9_/-]*$/.test(trimmed) || trimmed.includes('//')) return null;
  return trimmed === '' || trimmed === 'home' ? '/' : `/${trimmed}`;
}

/**
 * Decides a request to /api/preview: the visual editor's signed parameters, or a shared
 * secret with a slug. On success, where to send the browser (keeping the editor's parameters).
 */
export function decidePreview(url: URL, secrets: PreviewSecrets, nowMs: number): PreviewDecision {
  const params = url.searchParams;
  const path = previewPath(params.get('slug'));
  if (!path) return { ok: false, status: 400, message: 'The slug is not a page on this site.' };

  const fromEditor = params.has('_storyblok_tk[token]');
  const allowed = fromEditor
    ? Boolean(secrets.previewToken) && editorTokenIsValid(params, secrets.previewToken ?? '', nowMs)
    : secretMatches(params.get('secret'), secrets.previewSecret);
  if (!allowed) {
    return {
      ok: false,
      status: 401,
      message: fromEditor
        ? 'The visual editor’s preview token is invalid or more than an hour old. Reload the editor.'
        : 'The preview secret is wrong.',
    };
  }

  const editorParams = new URLSearchParams(
    [...params.entries()].filter(([key]) => EDITOR_PARAM.test(key)),
  ).toString();
  return { ok: true, location: editorParams ? `${path}?${editorParams}` : path };
}
