import { suggestSlug } from './suggest-slug';

describe('suggestSlug', () => {
  it.each([
    ['Winter tips & tricks', 'winter-tips-tricks'],
    ['  Economy 7 explained  ', 'economy-7-explained'],
    ['Don’t waste heat', 'dont-waste-heat'],
    ['Café Crème', 'cafe-creme'],
    ['---', ''],
  ])('%s → %s', (name, slug) => {
    expect(suggestSlug(name)).toBe(slug);
  });
});
