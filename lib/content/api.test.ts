import { makeSpace, makeSpaceStory, makeStory } from '@/tests/utils/make-story';
import { startCdnTestServer, type CdnTestServer } from '@/tests/utils/cdn-test-server';
import { createContentApi } from './api';
import { createContentClient } from './client';

const published = makeStory({
  full_slug: 'about',
  content: { _uid: 'p', component: 'page', title: 'Live' },
});
const draft = { ...published, content: { ...published.content, title: 'Being edited' } };
const unpublished = makeStory({ full_slug: 'coming-soon' });

let server: CdnTestServer;
beforeAll(async () => {
  server = await startCdnTestServer(
    makeSpace([makeSpaceStory(published, draft), makeSpaceStory(null, unpublished)]),
  );
});
afterAll(() => server.close());

function api(draftByDefault: boolean) {
  const client = createContentClient({
    accessToken: 't',
    endpoint: server.endpoint,
    rateLimit: 1000,
  });
  return createContentApi({ clientFor: () => client, draftByDefault });
}

describe('content version', () => {
  it('is published in production, and draft in preview', async () => {
    const production = api(false);
    expect((await production.getStory('about'))?.content.title).toBe('Live');
    expect((await production.getStory('about', { preview: true }))?.content.title).toBe(
      'Being edited',
    );
    expect(await production.getStory('coming-soon')).toBeNull();
  });

  it('is draft everywhere outside production', async () => {
    const staging = api(true);
    expect((await staging.getStory('about'))?.content.title).toBe('Being edited');
    expect(await staging.getStory('coming-soon')).not.toBeNull();
  });

  it('lists only published routable stories as static paths', async () => {
    expect(await api(true).getAllStoryPaths()).toEqual(['about']);
  });
});
