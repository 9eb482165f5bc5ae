import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Story } from '@/lib/content/story';
import { makeStory } from '../utils/make-story';
import { checkContent } from './check-content';

const hero = { _uid: 'hero', component: 'hero', headline: 'Moving home?' };
const page = (body: unknown[], uid = 'page') => ({ _uid: uid, component: 'page', body });

function spaceWith(files: Record<string, { draft: Story; published: Story | null }>): string {
  const root = mkdtempSync(join(tmpdir(), 'space-'));
  for (const [slug, versions] of Object.entries(files)) {
    const file = join(root, 'stories', `${slug}.json`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(versions));
  }
  return root;
}

const published = (story: Story) => ({ draft: story, published: story });
const messages = (root: string) =>
  checkContent(root).map((p) => `${p.where} › ${p.path}: ${p.message}`);

describe('content:check', () => {
  it('passes a valid space', () => {
    const root = spaceWith({
      'moving-home': published(
        makeStory({ id: 1, full_slug: 'moving-home', content: page([hero]) }),
      ),
    });
    expect(checkContent(root)).toEqual([]);
  });

  it('names each invalid or unknown blok by story and field path', () => {
    const root = spaceWith({
      about: published(
        makeStory({
          id: 1,
          full_slug: 'about',
          content: page([
            hero,
            {
              _uid: 's',
              component: 'section',
              columns: '9',
              body: [{ _uid: 'x', component: 'mystery' }],
            },
          ]),
        }),
      ),
    });
    expect(messages(root)).toEqual(
      expect.arrayContaining([
        'stories/about.json (draft) › content.body.1.columns: Invalid option: expected one of "1"|"2"|"3"|"4"',
        'stories/about.json (draft) › content.body.1.body.0: unknown block "mystery"',
        'stories/about.json (published) › content.body.1.body.0: unknown block "mystery"',
      ]),
    );
  });

  it('finds links to stories that do not exist, and published links to unpublished stories', () => {
    const draftOnly = makeStory({ id: 2, full_slug: 'coming-soon', content: page([hero]) });
    const linking = makeStory({
      id: 1,
      full_slug: 'home',
      content: page([
        hero,
        {
          _uid: 'b1',
          component: 'button_link',
          label: 'Soon',
          link: {
            fieldtype: 'multilink',
            linktype: 'story',
            id: draftOnly.uuid,
            cached_url: 'coming-soon',
          },
        },
        {
          _uid: 'b2',
          component: 'button_link',
          label: 'Gone',
          link: { linktype: 'url', url: '/no-such-page' },
        },
        {
          _uid: 'b3',
          component: 'button_link',
          label: 'Quote',
          link: { linktype: 'url', url: '/energy/quote?postcode=SW1A1AA' },
        },
      ]),
    });
    const root = spaceWith({
      home: published(linking),
      'coming-soon': { draft: draftOnly, published: null },
    });

    expect(messages(root)).toEqual([
      'stories/home.json (draft) › content.body.2.link: links to /no-such-page, which is not a page on this site',
      `stories/home.json (published) › content.body.1.link: links to a story that does not exist (uuid ${draftOnly.uuid})`,
      'stories/home.json (published) › content.body.2.link: links to /no-such-page, which is not a page on this site',
    ]);
  });

  it('wants exactly one h1 on a page, unique _uids, ids and uuids', () => {
    const root = spaceWith({
      a: published(makeStory({ id: 7, full_slug: 'a', content: page([hero, { ...hero }]) })),
      b: published(makeStory({ id: 7, full_slug: 'b', content: page([]) })),
    });
    expect(messages(root)).toEqual(
      expect.arrayContaining([
        'stories/b.json › id: id 7 is also used by stories/a.json',
        'stories/a.json (draft) › content.body.1: _uid hero is used twice in this story',
        'stories/a.json (draft) › content: a page needs exactly one h1 (a hero, a post title or a level-1 heading); found 2',
        'stories/b.json (draft) › content: a page needs exactly one h1 (a hero, a post title or a level-1 heading); found 0',
      ]),
    );
  });

  it('wants every local image to carry its size', () => {
    const image = (extra: object) => ({
      _uid: 'img',
      component: 'image',
      image: { filename: '/images/solar-night.svg', alt: 'Solar panels at night', ...extra },
    });
    const withImage = (extra: object) =>
      spaceWith({
        a: published(makeStory({ id: 1, full_slug: 'a', content: page([hero, image(extra)]) })),
      });

    expect(messages(withImage({}))).toEqual([
      'stories/a.json (draft) › content.body.1.image: a local image needs its width and height (from the file) so the page does not shift',
      'stories/a.json (published) › content.body.1.image: a local image needs its width and height (from the file) so the page does not shift',
    ]);
    expect(messages(withImage({ width: 400, height: 300 }))).toEqual([]);
  });

  it('names a story file it cannot read, and still checks the rest of the space', () => {
    const root = spaceWith({
      about: published(makeStory({ id: 1, full_slug: 'about', content: page([]) })),
    });
    writeFileSync(join(root, 'stories', 'broken.json'), '{ "draft": ');
    expect(messages(root)).toEqual([
      expect.stringMatching(
        /^stories\/broken\.json › : left out of the space: cannot be read as JSON/,
      ),
      'stories/about.json (draft) › content: a page needs exactly one h1 (a hero, a post title or a level-1 heading); found 0',
      'stories/about.json (published) › content: a page needs exactly one h1 (a hero, a post title or a level-1 heading); found 0',
    ]);
  });

  it('wants a navigation link to an account section named as the section’s tile or title', () => {
    const link = (uid: string, name: string, url: string) => ({
      _uid: uid,
      component: 'nav_item',
      name,
      link: { linktype: 'url', url, cached_url: url, fieldtype: 'multilink' },
    });
    const navigation = (links: object[]) =>
      spaceWith({
        'site/navigation': published(
          makeStory({
            id: 1,
            full_slug: 'site/navigation',
            content: { _uid: 'nav', component: 'navigation', header: links, footer: [] },
          }),
        ),
      });

    expect(
      messages(
        navigation([
          link('a', 'Moving home help', '/accounts/help/moving'),
          link('b', 'Readings', '/accounts/readings'),
        ]),
      ),
    ).toEqual([
      'stories/site/navigation.json (draft) › content.header.0.name: "Moving home help" links to /accounts/help/moving, whose screen is called "Moving home" (lib/gateway/contract/account-sections.ts): use the table’s words',
      'stories/site/navigation.json (draft) › content.header.1.name: "Readings" links to /accounts/readings, whose screen is called "Meter Readings" (lib/gateway/contract/account-sections.ts): use the table’s words',
      'stories/site/navigation.json (published) › content.header.0.name: "Moving home help" links to /accounts/help/moving, whose screen is called "Moving home" (lib/gateway/contract/account-sections.ts): use the table’s words',
      'stories/site/navigation.json (published) › content.header.1.name: "Readings" links to /accounts/readings, whose screen is called "Meter Readings" (lib/gateway/contract/account-sections.ts): use the table’s words',
    ]);
    expect(
      messages(
        navigation([
          link('a', 'Moving home', '/accounts/help/moving'),
          link('b', 'Admin', '/accounts/admin'),
          link('c', 'Moving home help', 'https://help.so.energy'),
        ]),
      ),
    ).toEqual([]);
  });

  it('reports a file whose full_slug does not match its path', () => {
    const root = spaceWith({
      about: published(makeStory({ id: 1, full_slug: 'contact', content: page([hero]) })),
    });
    expect(messages(root)).toEqual([
      expect.stringContaining('full_slug is "contact", expected "about"'),
    ]);
  });
});
