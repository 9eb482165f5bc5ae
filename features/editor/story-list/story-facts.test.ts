import { makeStorySummary } from '@/tests/utils/make-story-summary';
import { contentTypeLabel, foldersOf } from './story-facts';

describe('story facts', () => {
  it.each([
    ['page', 'Page'],
    ['blog_post', 'Blog post'],
    ['banner_config', 'Site banner'],
    ['event_listing', 'Event listing'],
  ])('names the content type %s "%s"', (component, label) => {
    expect(contentTypeLabel(component)).toBe(label);
  });

  it('lists each folder once, in order, without the top level', () => {
    const stories = ['blog', '', 'authors', 'blog'].map((folder) => makeStorySummary({ folder }));
    expect(foldersOf(stories)).toEqual(['authors', 'blog']);
  });
});
