// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createLocalSpaceFetch } from '@/lib/content/local-space/local-fetch';

/**
 * The site against a Content Delivery API it reaches over the network, as it reaches Storyblok:
 * a local server that answers from the embedded space while `healthy`, and fails with 503
 * (Storyblok down) otherwise.
 */
const space = createLocalSpaceFetch(join(process.cwd(), 'content'), { cache: true });
let healthy = true;
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (!healthy) {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Service Unavailable' }));
      return;
    }
    void space(`http://storyblok.test${req.url}`).then(async (answer) => {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(await answer.text());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => {
  server.close();
});

/** A CMS page's getStaticProps, as `next start` runs it against that server. */
async function cmsPageProps(slug: string[]) {
  vi.resetModules();
  const { port } = server.address() as AddressInfo;
  vi.stubEnv('NEXT_PUBLIC_ENVIRONMENT', 'production');
  vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://www.so.energy');
  vi.stubEnv('REVALIDATE_SECRET', 'r'.repeat(16));
  vi.stubEnv('GATEWAY_JWT_SECRET', 'j'.repeat(32));
  vi.stubEnv('CONTENT_SOURCE', 'storyblok');
  vi.stubEnv('STORYBLOK_TOKEN', 'published-token');
  vi.stubEnv('STORYBLOK_API_URL', `http://127.0.0.1:${port}/v2`);
  const { getStaticProps } = await import('@/pages/[[...slug]]');
  return getStaticProps({ params: { slug }, locales: undefined, draftMode: false });
}

afterEach(() => {
  healthy = true;
  vi.unstubAllEnvs();
});

describe('CMS pages when the content service is down', () => {
  it('build from the content service while it answers', async () => {
    const result = await cmsPageProps(['about']);
    expect(result).toMatchObject({ props: { story: { full_slug: 'about' } }, revalidate: 60 });
  });

  it('fail rather than answer "not found" or an empty page, so Next keeps serving the page it built last, and a page never built gets the error page', async () => {
    healthy = false;
    const failure = await cmsPageProps(['about']).catch((error: unknown) => error);
    // A fresh import of the page brings its own ContentError class: compare by name.
    expect(failure).toMatchObject({ name: 'ContentError', status: 503 });
  });

  it('still answer "not found" for a page the content service says does not exist', async () => {
    const result = await cmsPageProps(['no-such-page']);
    expect(result).toMatchObject({ notFound: true });
  });
});
