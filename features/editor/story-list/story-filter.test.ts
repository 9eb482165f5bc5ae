import { makeStorySummary } from '@/tests/utils/make-story-summary';
import { ALL_FOLDERS, ANY_STATE, filterStories, NO_FILTER } from './story-filter';

const stories = [
  makeStorySummary({ name: 'Home', full_slug: 'home', state: 'published' }),
  makeStorySummary({ name: 'About us', full_slug: 'about', state: 'changed' }),
  makeStorySummary({ name: 'Blog', full_slug: 'blog/', state: 'published' }),
  makeStorySummary({
    name: 'Economy 7 explained',
    full_slug: 'blog/economy-7-explained',
    folder: 'blog',
    state: 'draft',
  }),
];
const names = (filtered: { name: string }[]) => filtered.map(({ name }) => name);

describe('filterStories', () => {
  it('lists every story by name when nothing filters', () => {
    expect(names(filterStories(stories, NO_FILTER))).toEqual([
      'About us',
      'Blog',
      'Economy 7 explained',
      'Home',
    ]);
  });

  it.each([
    ['part of the name, in any case', 'ECONOMY', ['Economy 7 explained']],
    ['part of the address', 'blog/eco', ['Economy 7 explained']],
    ['the home page’s address', '/', ['About us', 'Blog', 'Economy 7 explained', 'Home']],
    ['nothing that matches', 'tariff', []],
  ])('finds by %s', (_case, text, expected) => {
    expect(names(filterStories(stories, { ...NO_FILTER, text }))).toEqual(expected);
  });

  it('keeps one folder, or the top level', () => {
    expect(names(filterStories(stories, { ...NO_FILTER, folder: 'blog' }))).toEqual([
      'Economy 7 explained',
    ]);
    expect(names(filterStories(stories, { ...NO_FILTER, folder: '' }))).toEqual([
      'About us',
      'Blog',
      'Home',
    ]);
  });

  it('keeps one state', () => {
    expect(
      names(filterStories(stories, { text: '', folder: ALL_FOLDERS, state: 'published' })),
    ).toEqual(['Blog', 'Home']);
    expect(names(filterStories(stories, { ...NO_FILTER, state: ANY_STATE }))).toHaveLength(4);
  });
});
