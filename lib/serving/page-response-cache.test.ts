import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { withPageResponseCache } from './page-response-cache';

const TTL_MS = 1000;
const ISR_CACHE_CONTROL = 's-maxage=60, stale-while-revalidate=31535940';

interface Site {
  url: string;
  /** How many requests reached the handler. */
  rendered: () => number;
  /** What the pages say from now on. */
  publish: (text: string) => void;
  /** Moves the cache's clock on. */
  advance: (ms: number) => void;
}

type Page = (response: ServerResponse, text: string, path: string) => void;

/** Answers as Next answers a page from its ISR cache: one write, with its ETag. */
const isrPage: Page = (response, text) => {
  response.setHeader('Cache-Control', ISR_CACHE_CONTROL);
  response.setHeader('ETag', `"${Buffer.from(text).toString('hex')}"`);
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.end(`<h1>${text}</h1>`);
};

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** A request as a browser or a CDN sends it: fetch would add `Cache-Control: no-cache`. */
function ask(
  url: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: OutgoingHttpHeaders } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: Buffer.concat(chunks).toString(),
        }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

async function startSite(
  page: Page = isrPage,
  { maxBytes = 1024 * 1024, slowPaths = new Map<string, Promise<void>>() } = {},
): Promise<Site> {
  let text = 'Version 1';
  let rendered = 0;
  let clock = 1_000_000;
  const handler = withPageResponseCache(
    async (request, response) => {
      rendered += 1;
      const path = request.url ?? '/';
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.statusCode = Number(request.headers['x-answer'] ?? 200);
        return void response.end('done');
      }
      const seen = text;
      await slowPaths.get(path);
      page(response, seen, path);
    },
    { ttlMs: TTL_MS, maxBytes, now: () => clock },
  );
  server = createServer((request, response) => void handler(request, response));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    rendered: () => rendered,
    publish: (next) => (text = next),
    advance: (ms) => (clock += ms),
  };
}

describe('withPageResponseCache', () => {
  it('answers a page asked for again within its time from memory, byte for byte', async () => {
    const site = await startSite();
    const first = await ask(`${site.url}/about`);
    const firstBody = first.text;
    site.publish('Version 2');
    site.advance(TTL_MS - 1);
    const second = await ask(`${site.url}/about`);

    expect(site.rendered()).toBe(1);
    expect(second.text).toBe(firstBody);
    for (const name of ['cache-control', 'etag', 'content-type', 'content-length']) {
      expect(second.headers[name]).toBe(first.headers[name]);
    }
  });

  it('asks the handler again once its time is up', async () => {
    const site = await startSite();
    await ask(`${site.url}/about`);
    site.publish('Version 2');
    site.advance(TTL_MS + 1);

    expect((await ask(`${site.url}/about`)).text).toBe('<h1>Version 2</h1>');
    expect(site.rendered()).toBe(2);
  });

  it('answers an If-None-Match of the kept ETag with a 304, its headers and no body', async () => {
    const site = await startSite();
    const first = await ask(`${site.url}/about`);
    const etag = first.headers.etag!;

    const unchanged = await ask(`${site.url}/about`, { headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    expect(unchanged.headers['cache-control']).toBe(ISR_CACHE_CONTROL);
    expect(unchanged.headers['content-type']).toBeUndefined();

    const other = await ask(`${site.url}/about`, { headers: { 'if-none-match': '"other"' } });
    expect(other.status).toBe(200);
    expect(site.rendered()).toBe(1);
  });

  it('answers HEAD from the kept page, without its body', async () => {
    const site = await startSite();
    await ask(`${site.url}/about`);
    const head = await ask(`${site.url}/about`, { method: 'HEAD' });

    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String('<h1>Version 1</h1>'.length));
    expect(head.text).toBe('');
    expect(site.rendered()).toBe(1);
  });

  it('does not keep what it was asked with HEAD: Next sends no body to keep', async () => {
    const site = await startSite();
    await ask(`${site.url}/about`, { method: 'HEAD' });
    expect((await ask(`${site.url}/about`)).text).toBe('<h1>Version 1</h1>');
    expect(site.rendered()).toBe(2);
  });

  it('keeps a page once for each Accept-Encoding: Next compresses for some', async () => {
    const site = await startSite((response, text, path) =>
      isrPage(response, `${text} ${path}`, path),
    );
    await ask(`${site.url}/about`, { headers: { 'accept-encoding': 'identity' } });
    await ask(`${site.url}/about`, { headers: { 'accept-encoding': 'gzip' } });
    await ask(`${site.url}/about?from=menu`, { headers: { 'accept-encoding': 'gzip' } });
    await ask(`${site.url}/about`, { headers: { 'accept-encoding': 'gzip' } });

    expect(site.rendered()).toBe(3);
  });

  it('keeps a page written in several pieces whole', async () => {
    const site = await startSite((response, text) => {
      response.setHeader('Cache-Control', ISR_CACHE_CONTROL);
      response.write('<main>');
      response.write(Buffer.from(`<h1>${text}</h1>`));
      response.end('</main>', 'utf8');
    });
    await ask(`${site.url}/about`);
    expect((await ask(`${site.url}/about`)).text).toBe('<main><h1>Version 1</h1></main>');
    expect(site.rendered()).toBe(1);
  });

  it.each<[string, Page]>([
    [
      'a page not found',
      (response, text) => {
        response.statusCode = 404;
        isrPage(response, text, '');
      },
    ],
    [
      'a response that sets a cookie',
      (response, text) => {
        response.setHeader('Set-Cookie', 'so_session=1; HttpOnly');
        isrPage(response, text, '');
      },
    ],
    [
      'a response no CDN may keep',
      (response, text) => {
        response.setHeader('Cache-Control', 'private, no-cache, no-store');
        response.end(text);
      },
    ],
    [
      'a response whose headers were given to writeHead',
      (response, text) => {
        response.writeHead(200, { 'Cache-Control': ISR_CACHE_CONTROL });
        response.end(text);
      },
    ],
  ])('never keeps %s', async (_name, page) => {
    const site = await startSite(page);
    await ask(`${site.url}/about`);
    await ask(`${site.url}/about`);
    expect(site.rendered()).toBe(2);
  });

  it('never answers a draft from memory, nor keeps one', async () => {
    const site = await startSite();
    const draft = { headers: { cookie: 'so_consent=1; __prerender_bypass=abc' } };
    await ask(`${site.url}/about`, draft);
    site.publish('Draft');
    expect((await ask(`${site.url}/about`, draft)).text).toBe('<h1>Draft</h1>');
    expect(site.rendered()).toBe(2);

    await ask(`${site.url}/about`);
    await ask(`${site.url}/about`, draft);
    expect(site.rendered()).toBe(4);
  });

  it('empties itself once the webhook or the editor has answered, not for the gateway or a page', async () => {
    const site = await startSite();
    await ask(`${site.url}/about`);
    await ask(`${site.url}/api/v1/auth/login`, { method: 'POST' });
    await ask(`${site.url}/about`, { method: 'POST' });
    site.publish('Version 2');
    expect((await ask(`${site.url}/about`)).text).toBe('<h1>Version 1</h1>');

    await ask(`${site.url}/api/revalidate`, { method: 'POST' });
    expect((await ask(`${site.url}/about`)).text).toBe('<h1>Version 2</h1>');
    site.publish('Version 3');
    await ask(`${site.url}/api/editor/stories/101/publish`, { method: 'PUT' });
    expect((await ask(`${site.url}/about`)).text).toBe('<h1>Version 3</h1>');
  });

  it('stays full for a refused webhook or editor write, and for anything else a stranger sends', async () => {
    const site = await startSite();
    await ask(`${site.url}/about`);
    site.publish('Version 2');
    for (const [path, answer] of [
      ['/api/revalidate', 401],
      ['/api/editor/stories/101/publish', 401],
      ['/api/editor/stories', 400],
      ['/api/contact', 200],
      ['/api/users/sign_out', 204],
      ['/api/editor/session', 200],
      ['/api/revalidated-by-nobody', 200],
      ['/api/nothing-here', 404],
    ] as const) {
      await ask(`${site.url}${path}`, { method: 'POST', headers: { 'x-answer': answer } });
    }
    expect((await ask(`${site.url}/about`)).text).toBe('<h1>Version 1</h1>');

    await ask(`${site.url}/api/revalidate?secret=s`, { method: 'POST' });
    expect((await ask(`${site.url}/about`)).text).toBe('<h1>Version 2</h1>');
  });

  it('does not keep a page that was being rendered while the cache was emptied', async () => {
    let finishRendering!: () => void;
    const slowPaths = new Map([['/about', new Promise<void>((r) => (finishRendering = r))]]);
    const site = await startSite(isrPage, { slowPaths });
    const before = ask(`${site.url}/about`);
    await expect.poll(site.rendered).toBe(1);
    await ask(`${site.url}/api/revalidate`, { method: 'POST' });
    finishRendering();
    expect((await before).text).toBe('<h1>Version 1</h1>');

    slowPaths.clear();
    site.publish('Version 2');
    expect((await ask(`${site.url}/about`)).text).toBe('<h1>Version 2</h1>');
  });

  it('lets the least recently asked-for pages go beyond its size', async () => {
    const page = '<h1>Version 1</h1>';
    const site = await startSite(isrPage, { maxBytes: page.length * 2 });
    for (const path of ['/a', '/b', '/a', '/c', '/a', '/b']) await ask(`${site.url}${path}`);
    // /a, /b, /c are rendered; /c pushes /b out (the least recently asked for), so /b again.
    expect(site.rendered()).toBe(4);
  });
});
