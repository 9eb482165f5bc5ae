import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy hash source (`'sha256-…'`) of each inline script in the HTML, over
 * its text as served between the tags. Scripts loaded by `src` and JSON data blocks (which
 * browsers never run) are not inline scripts.
 */
export function inlineScriptHashesIn(html: string): string[] {
  return Array.from(html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g))
    .filter(([, attributes = '']) => !/\bsrc=|\btype="application\/(ld\+)?json"/.test(attributes))
    .map(([, , text = '']) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
}
