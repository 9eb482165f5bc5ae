import type { IncomingMessage, ServerResponse } from 'node:http';
import { secretMatches } from '../../secret-guesses';

export interface LocalSpaceHttpOptions {
  fetchFromSpace: typeof fetch;
  /** Drafts are only for the editor: outside development they need the preview token. */
  draftToken: string | undefined;
  draftsAreOpen: boolean;
}

/**
 * Serves the embedded space over HTTP with the Content Delivery API's paths, so any Storyblok
 * client can be pointed at `/api/content/v2` by URL.
 */
export async function serveLocalSpace(
  req: IncomingMessage,
  res: ServerResponse,
  { fetchFromSpace, draftToken, draftsAreOpen }: LocalSpaceHttpOptions,
): Promise<void> {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', 'Total, Per-Page');
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Accept');
    res.writeHead(204).end();
    return;
  }
  if (req.method !== 'GET') {
    res.writeHead(405, { Allow: 'GET, OPTIONS', 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: 'Only GET requests are supported' }));
    return;
  }

  const url = new URL(req.url ?? '/', 'http://localhost');
  const wantsDraft = url.searchParams.get('version') === 'draft';
  if (wantsDraft && !draftsAreOpen && !secretMatches(url.searchParams.get('token'), draftToken)) {
    res.writeHead(401, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: 'Draft content needs the preview token' }));
    return;
  }

  const answer = await fetchFromSpace(url);
  const headers = Object.fromEntries(answer.headers.entries());
  res.writeHead(answer.status, { ...headers, 'Cache-Control': 'no-store' });
  res.end(await answer.text());
}
