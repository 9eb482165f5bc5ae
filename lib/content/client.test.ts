import {
  makeDatasourceEntries,
  makeSpace,
  makeSpaceStory,
  makeStory,
} from '@/tests/utils/make-story';
import { startCdnTestServer, type CdnTestServer } from '@/tests/utils/cdn-test-server';
import { createContentApi, type ContentApi } from './api';
import { createContentClient, type ContentClientOptions } from './client';
import { ContentError } from './errors';

const UNIT_MS = 40;

const authors = Array.from({ length: 120 }, (_, index) =>
  makeStory({
    full_slug: `authors/author-${index}`,
    content: { _uid: `a${index}`, component: 'author' },
  }),
);
const bigPost = makeStory({
  full_slug: 'blog/everyone',
  content: { _uid: 'p1', component: 'blog_post', author: authors.map((author) => author.uuid) },
});
const about = makeStory({ full_slug: 'about' });

let server: CdnTestServer;

beforeEach(async () => {
  server = await startCdnTestServer(
    makeSpace(
      [about, bigPost, ...authors].map((story) => makeSpaceStory(story)),
      {
        regions: makeDatasourceEntries(60, 'region'),
      },
    ),
  );
});

afterEach(async () => {
  vi.restoreAllMocks();
  await server.close();
});

function api(options: Partial<ContentClientOptions> = {}): ContentApi {
  const client = createContentClient({
    accessToken: 'test-token',
    endpoint: server.endpoint,
    rateLimit: 1000,
    backoff: { unitMs: UNIT_MS },
    ...options,
  });
  return createContentApi({ clientFor: () => client, draftByDefault: false });
}

const gaps = () =>
  server.requests.slice(1).map((request, i) => request.at - server.requests[i]!.at);

describe('content client', () => {
  it('waits n units before the nth retry of a 429, then succeeds', async () => {
    server.failNext(3, 429);

    const story = await api().getStory('about');

    expect(story?.full_slug).toBe('about');
    expect(server.requests).toHaveLength(4);
    gaps().forEach((gap, index) => expect(gap).toBeGreaterThanOrEqual((index + 1) * UNIT_MS - 5));
  });

  it('gives up after 5 retries with a ContentError carrying 429', async () => {
    // storyblok-js-client logs each retry it makes; the waits are ours, asserted above.
    vi.spyOn(console, 'log').mockImplementation(() => {});
    server.failNext(10, 429);

    const failure = api().getStory('about');

    await expect(failure).rejects.toBeInstanceOf(ContentError);
    await expect(failure).rejects.toMatchObject({ status: 429 });
    expect(server.requests).toHaveLength(6);
  });

  it('rejects any other failure at once with its status', async () => {
    server.failNext(1, 500);

    await expect(api().getStory('about')).rejects.toMatchObject({
      name: 'ContentError',
      status: 500,
    });
    expect(server.requests).toHaveLength(1);
  });

  it('times out a slow response', async () => {
    server.delayResponses(1000);

    await expect(api({ timeoutSeconds: 0.2 }).getStory('about')).rejects.toMatchObject({
      status: 504,
    });
  });

  it('answers an unknown story with null rather than an error', async () => {
    await expect(api().getStory('no-such-page')).resolves.toBeNull();
  });

  it('resolves 120 relations in three batches of at most 50 uuids', async () => {
    const story = await api().getStory('blog/everyone');

    const batches = server.requests
      .map(({ url }) => url.searchParams.get('by_uuids'))
      .filter((uuids) => uuids !== null)
      .map((uuids) => uuids.split(',').length);
    expect(batches).toEqual([50, 50, 20]);
    const resolved = story?.content.author as { full_slug: string }[];
    expect(resolved.map((author) => author.full_slug)).toEqual(
      authors.map((author) => author.full_slug),
    );
  });

  it('reads every page of a datasource', async () => {
    const entries = await api().getDatasource('regions');

    expect(entries.map((entry) => entry.name)).toEqual(
      makeDatasourceEntries(60, 'region').map((entry) => entry.name),
    );
    expect(server.requests.map(({ url }) => url.searchParams.get('page'))).toEqual(['1', '2', '3']);
  });

  it('sends at most 5 requests in any second', async () => {
    const sentAt: number[] = [];
    const limited = api({
      rateLimit: undefined,
      fetch: (input, init) => {
        sentAt.push(performance.now());
        return fetch(input, init);
      },
    });

    // A busy machine only makes requests later, so assert the earliest each one could start:
    // the 6th waits for the 1st to leave the one-second window, the 11th for the 6th.
    const start = performance.now();
    await Promise.all(Array.from({ length: 11 }, () => limited.getStory('about')));

    expect(sentAt).toHaveLength(11);
    expect(sentAt[5]! - start).toBeGreaterThanOrEqual(990);
    expect(sentAt[10]! - start).toBeGreaterThanOrEqual(1990);
  });
});
