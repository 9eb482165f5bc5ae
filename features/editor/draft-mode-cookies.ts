import type { ServerResponse } from 'node:http';

const DRAFT_COOKIE = /^__prerender_bypass=/;

/**
 * Storyblok's editor shows the site in a cross-site iframe, where a cookie is only sent if it is
 * SameSite=None; Secure, and, with third-party cookies blocked, Partitioned. Next.js sets draft
 * mode's cookie as Lax in development, so set the attributes ourselves in every environment.
 */
export function allowDraftCookieInEditorFrame(res: ServerResponse): void {
  const header = res.getHeader('Set-Cookie');
  const cookies = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  res.setHeader(
    'Set-Cookie',
    cookies.map((cookie) => {
      if (!DRAFT_COOKIE.test(cookie)) return cookie;
      const attributes = cookie
        .split(';')
        .map((part) => part.trim())
        .filter((part) => !/^(samesite|secure|partitioned)\b/i.test(part));
      return [...attributes, 'SameSite=None', 'Secure', 'Partitioned'].join('; ');
    }),
  );
}
