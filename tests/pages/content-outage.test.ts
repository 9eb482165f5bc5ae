import { join } from 'node:path';
import { loadSpace } from '@/lib/content/local-space/space';
import { startCdnTestServer, type CdnTestServer } from '../utils/cdn-test-server';

/**
 * The site against a Content Delivery API it reaches over the network, as it reaches Storyblok:
 * a local server that answers from the embedded space, or fails with 503 (Storyblok down).
 */
let content: CdnTestServer;

beforeAll(async () => {
  content = await startCdnTestServer(loadSpace(join(process.cwd(), 'content')));
});
afterAll(async () => {
  await content.close();
});

/** A CMS page's getStaticProps, as `next start` runs it against that server. */
async function cmsPageProps(slug: string[]) {
  vi.resetModules();
  vi.stubEnv('NEXT_PUBLIC_ENVIRONMENT', 'production');
  vi.stubEnv('TRUSTED_PROXIES', 'none');
  vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://www.so.energy');
  vi.stubEnv('REVALIDATE_SECRET', 'r'.repeat(16));
  vi.stubEnv('GATEWAY_JWT_SECRET', 'j'.repeat(32));
  vi.stubEnv('CONTENT_SOURCE', 'storyblok');
  vi.stubEnv('STORYBLOK_TOKEN', 'published-token');
  vi.stubEnv('STORYBLOK_API_URL', content.endpoint);
  const { getStaticProps } = await import('@/pages/[[...slug]]');
  return getStaticProps({ params: { slug }, locales: undefined, draftMode: false });
}

afterEach(() => {
  content.failNext(0, 200);
  vi.unstubAllEnvs();
});

describe('CMS pages when the content service is down', () => {
  it('build from the content service while it answers', async () => {
    const result = await cmsPageProps(['about']);
    expect(result).toMatchObject({ props: { story: { full_slug: 'about' } }, revalidate: 60 });
  });

  it('fail rather than answer "not found" or an empty page, so Next keeps serving the page it built last, and a page never built gets the error page', async () => {
    content.failNext(Infinity, 503);
    const failure = await cmsPageProps(['about']).catch((error: unknown) => error);
    // A fresh import of the page brings its own ContentError class: compare by name.
    expect(failure).toMatchObject({ name: 'ContentError', status: 503 });
  });

  it('still answer "not found" for a page the content service says does not exist', async () => {
    const result = await cmsPageProps(['no-such-page']);
    expect(result).toMatchObject({ notFound: true });
  });
});
