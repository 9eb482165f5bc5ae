import { resolveRoute } from './resolve-route';

describe('resolveRoute', () => {
  it.each([
    [[], { kind: 'story', slug: 'home', routeParam: null }],
    [['about'], { kind: 'story', slug: 'about', routeParam: null }],
    [['solar', 'so-spooky'], { kind: 'story', slug: 'solar/so-spooky', routeParam: null }],
    [['CC33'], { kind: 'story', slug: 'CC33', routeParam: null }],
    [['CC33', 'agent-17'], { kind: 'story', slug: 'CC33', routeParam: 'agent-17' }],
    [['elmo', 'P123'], { kind: 'story', slug: 'elmo', routeParam: 'P123' }],
    [['r', 'SAM-2026'], { kind: 'story', slug: 'r', routeParam: 'SAM-2026' }],
    [['blog'], { kind: 'blog-list', slug: 'blog/', page: 1 }],
    [['blog', 'page'], { kind: 'blog-list', slug: 'blog/', page: 1 }],
    [['blog', 'page', '3'], { kind: 'blog-list', slug: 'blog/', page: 3 }],
    [
      ['blog', 'heat-pumps-explained'],
      { kind: 'story', slug: 'blog/heat-pumps-explained', routeParam: null },
    ],
  ])('%j → %j', (segments, route) => {
    expect(resolveRoute(segments)).toEqual(route);
  });

  it.each([
    [['blog', 'page', '0']],
    [['blog', 'page', '-1']],
    [['blog', 'page', '02']],
    [['blog', 'page', 'two']],
    [['blog', 'page', '2', 'extra']],
    [['r', 'a', 'b']],
    [['r', 'bad id!']],
    [['about', '..']],
    [['about%2F..']],
  ])('%j is not found', (segments) => {
    expect(resolveRoute(segments)).toEqual({ kind: 'not-found' });
  });
});
