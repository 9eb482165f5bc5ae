import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy source that lets exactly this inline script run: its SHA-256,
 * in base64, over the text between the script tags as the page serves it.
 */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
