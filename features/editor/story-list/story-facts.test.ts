import { makeStorySummary } from '@/tests/utils/make-story-summary';
import { contentTypeLabel, foldersOf, formatChangedAt } from './story-facts';

describe('story facts', () => {
  it.each([
    ['page', 'Page'],
    ['blog_post', 'Blog post'],
    ['banner_config', 'Site banner'],
    ['event_listing', 'Event listing'],
  ])('names the content type %s "%s"', (component, label) => {
    expect(contentTypeLabel(component)).toBe(label);
  });

  it('gives the time of the last change in UK time, summer and winter', () => {
    expect(formatChangedAt('2026-11-27T09:58:00Z')).toBe('27 Nov 2026, 09:58');
    expect(formatChangedAt('2026-07-01T23:30:00Z')).toBe('2 Jul 2026, 00:30');
  });

  it('lists each folder once, in order, without the top level', () => {
    const stories = ['blog', '', 'authors', 'blog'].map((folder) => makeStorySummary({ folder }));
    expect(foldersOf(stories)).toEqual(['authors', 'blog']);
  });
});
