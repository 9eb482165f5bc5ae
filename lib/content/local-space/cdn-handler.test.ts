import {
  makeDatasourceEntries,
  makeSpace,
  makeSpaceStory,
  makeStory,
} from '@/tests/utils/make-story';
import type { Story } from '../story';
import { answerCdnRequest } from './cdn-handler';

const author = makeStory({
  full_slug: 'authors/priya',
  content: { _uid: 'a', component: 'author', name: 'Priya' },
});
const post = (slug: string, date: string, extra: Partial<Story['content']> = {}) =>
  makeStory({
    full_slug: `blog/${slug}`,
    first_published_at: date,
    content: {
      _uid: slug,
      component: 'blog_post',
      category: 'Green energy',
      author: author.uuid,
      ...extra,
    },
  });
const older = post('older', '2025-01-01T09:00:00Z');
const newer = post('newer', '2026-01-01T09:00:00Z', { category: 'Smart meters' });
const blogHome = makeStory({
  full_slug: 'blog/',
  is_startpage: true,
  content: { _uid: 'bh', component: 'page', body: [] },
});
const aboutPublished = makeStory({
  full_slug: 'about',
  content: { _uid: 'ab', component: 'page', body: [], title: 'Published' },
});
const aboutDraft = { ...aboutPublished, content: { ...aboutPublished.content, title: 'Draft' } };
const draftOnly = makeStory({ full_slug: 'coming-soon' });

const space = makeSpace(
  [
    makeSpaceStory(aboutPublished, aboutDraft),
    makeSpaceStory(null, draftOnly),
    makeSpaceStory(blogHome),
    makeSpaceStory(older),
    makeSpaceStory(newer),
    makeSpaceStory(author),
  ],
  { regions: makeDatasourceEntries(30, 'region') },
);

function get(path: string) {
  const response = answerCdnRequest(space, new URL(`http://space.test/v2/cdn/${path}`), 42);
  return { ...response, body: response.body as Record<string, unknown> };
}
const slugs = (body: Record<string, unknown>) =>
  (body.stories as Story[]).map((story) => story.full_slug);

describe('embedded space: one story', () => {
  it('answers by full slug, with the version asked for', () => {
    expect(get('stories/about?version=published').body).toMatchObject({
      cv: 42,
      story: { content: { title: 'Published' } },
    });
    expect(get('stories/about?version=draft').body).toMatchObject({
      story: { content: { title: 'Draft' } },
    });
  });

  it('answers by id and by uuid', () => {
    expect(get(`stories/${newer.id}`).body).toMatchObject({ story: { full_slug: 'blog/newer' } });
    expect(get(`stories/${older.uuid}?find_by=uuid`).body).toMatchObject({
      story: { full_slug: 'blog/older' },
    });
  });

  it('answers a folder’s start page with or without the slash', () => {
    expect(get('stories/blog').body).toMatchObject({ story: { full_slug: 'blog/' } });
    expect(get('stories/blog/').body).toMatchObject({ story: { full_slug: 'blog/' } });
  });

  it('refuses a path with malformed percent-encoding with a 400', () => {
    expect(get('stories/%E0%A4%A')).toMatchObject({
      status: 400,
      body: ['The path has a malformed percent-encoded character'],
    });
  });

  it('gives a 404 JSON body for an unknown or unpublished story', () => {
    expect(get('stories/nope')).toMatchObject({
      status: 404,
      body: ['This record could not be found'],
    });
    expect(get('stories/coming-soon?version=published').status).toBe(404);
    expect(get('stories/coming-soon?version=draft').status).toBe(200);
  });

  it('marks draft bloks for the visual editor, and only drafts', () => {
    const draft = get('stories/about?version=draft').body.story as Story;
    expect(draft.content._editable).toBe(
      `<!--#storyblok#{"name":"page","space":"1","uid":"ab","id":"${aboutPublished.id}"}-->`,
    );
    expect(
      (get('stories/about?version=published').body.story as Story).content._editable,
    ).toBeUndefined();
  });

  it('resolves relations inline as rels', () => {
    const body = get('stories/blog/newer?resolve_relations=blog_post.author').body;
    expect((body.rels as Story[]).map((story) => story.uuid)).toEqual([author.uuid]);
  });
});

describe('embedded space: story lists', () => {
  it('filters by starts_with, excludes start pages, sorts and pages, with Total and Per-Page', () => {
    const { body, headers } = get(
      'stories?starts_with=blog/&is_startpage=false&sort_by=first_published_at:desc&per_page=1&page=2',
    );
    expect(slugs(body)).toEqual(['blog/older']);
    expect(headers).toEqual({ Total: '2', 'Per-Page': '1' });
  });

  it.each([
    ['by_uuids', `by_uuids=${newer.uuid},${author.uuid}`, ['blog/newer', 'authors/priya']],
    [
      'excluding_slugs with a wildcard',
      'starts_with=blog/&excluding_slugs=blog/new*',
      ['blog/', 'blog/older'],
    ],
    ['filter_query in', 'filter_query[category][in]=Smart meters,Solar', ['blog/newer']],
    [
      'filter_query with encoded brackets',
      'filter_query%5Bcomponent%5D%5Bin%5D=author',
      ['authors/priya'],
    ],
    ['filter_query is', 'filter_query[category][is]=not_empty', ['blog/older', 'blog/newer']],
    [
      'sort by a content field',
      'starts_with=blog/&is_startpage=false&sort_by=content.category:desc',
      ['blog/newer', 'blog/older'],
    ],
  ])('supports %s', (_case, query, expected) => {
    expect(slugs(get(`stories?${query}`).body).sort()).toEqual([...expected].sort());
    if (query.includes('sort_by')) expect(slugs(get(`stories?${query}`).body)).toEqual(expected);
  });

  it('answers a pathological like pattern with what it matches', () => {
    // Against this value, a regex built from the pattern backtracks for tens of seconds.
    const echo = makeStory({ content: { _uid: 'e', component: 'page', motto: 'e'.repeat(38) } });
    const answer = (pattern: string) =>
      answerCdnRequest(
        makeSpace([makeSpaceStory(echo)]),
        new URL(`http://space.test/v2/cdn/stories?filter_query[motto][like]=${pattern}`),
        42,
      ).body as Record<string, unknown>;
    expect(slugs(answer('*e*e*e*e*e*e*e*e*e*e*e*x'))).toEqual([]);
    expect(slugs(answer('*e*e*e*e*e*e*e*e*e*e*e*'))).toEqual([echo.full_slug]);
  });

  it.each([
    ['*e*e*s', ['blog/newer']],
    ['*e*e*e*', ['blog/older']],
    ['Green*', ['blog/older']],
  ])('filters with filter_query like %s', (pattern, expected) => {
    expect(slugs(get(`stories?filter_query[category][like]=${pattern}`).body)).toEqual(expected);
  });

  it('filters with filter_query not_like', () => {
    expect(slugs(get('stories?filter_query[category][not_like]=Green*').body)).not.toContain(
      'blog/older',
    );
  });

  it.each([
    `filter_query[category][like]=${'*e'.repeat(101)}`,
    `filter_query[category][not_like]=${'e'.repeat(201)}`,
    `by_slugs=about,${'blog/'.repeat(41)}*`,
    `excluding_slugs=${'x'.repeat(201)}`,
  ])('refuses a wildcard pattern over 200 characters with a 400 (%#)', (query) => {
    const response = get(`stories?${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual([
      expect.stringMatching(/a pattern may be at most 200 characters long$/),
    ]);
  });

  it('takes a wildcard pattern of 200 characters', () => {
    expect(get(`stories?filter_query[category][like]=${'*'.repeat(200)}`).status).toBe(200);
  });

  it('lists drafts only in the draft version', () => {
    expect(slugs(get('stories?version=published').body)).not.toContain('coming-soon');
    expect(slugs(get('stories?version=draft').body)).toContain('coming-soon');
  });

  it('answers an empty list, not a 404, when nothing matches', () => {
    expect(get('stories?starts_with=nothing/')).toMatchObject({
      status: 200,
      body: { stories: [] },
      headers: { Total: '0' },
    });
  });
});

describe('embedded space: links and datasources', () => {
  it('lists links keyed by uuid, with folders', () => {
    const links = get('links?version=draft').body.links as Record<
      string,
      { slug: string; published: boolean }
    >;
    expect(links[draftOnly.uuid]).toMatchObject({ slug: 'coming-soon', published: false });
    expect(links[blogHome.uuid]).toMatchObject({ slug: 'blog/' });
  });

  it('pages datasource entries and 404s an unknown datasource', () => {
    const { body, headers } = get('datasource_entries?datasource=regions&per_page=25&page=2');
    expect((body.datasource_entries as { name: string }[]).map((entry) => entry.name)).toEqual(
      makeDatasourceEntries(30, 'region')
        .slice(25)
        .map((entry) => entry.name),
    );
    expect(headers).toEqual({ Total: '30', 'Per-Page': '25' });
    expect(get('datasource_entries?datasource=missing').status).toBe(404);
  });
});
