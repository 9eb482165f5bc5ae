import { cmsLinkSchema } from './cms-link';
import { safeHref } from './safe-href';

describe('safeHref', () => {
  it.each([
    ['https://www.so.energy/about-us', 'https://www.so.energy/about-us'],
    ['http://example.com', 'http://example.com'],
    ['mailto:help@so.energy', 'mailto:help@so.energy'],
    ['tel:03301114100', 'tel:03301114100'],
    ['/accounts/readings', '/accounts/readings'],
    ['#main-content', '#main-content'],
    ['  /about  ', '/about'],
  ])('keeps %s', (raw, expected) => {
    expect(safeHref(raw)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '//evil.example/path',
    '/\\evil.example',
    'about-us',
    '',
  ])('drops %s', (raw) => {
    expect(safeHref(raw)).toBeUndefined();
  });
});

describe('cmsLinkSchema', () => {
  it.each([
    [{ linktype: 'url', url: 'https://www.so.energy/careers' }, 'https://www.so.energy/careers'],
    [
      { linktype: 'url', url: '', cached_url: 'https://www.so.energy/help' },
      'https://www.so.energy/help',
    ],
    [{ linktype: 'story', cached_url: 'about' }, '/about'],
    [{ linktype: 'story', cached_url: 'home' }, '/'],
    [
      { linktype: 'story', cached_url: 'blog/', story: { full_slug: 'blog/green-tips' } },
      '/blog/green-tips',
    ],
    [{ linktype: 'story', cached_url: 'tips', anchor: 'heating' }, '/tips#heating'],
    [{ linktype: 'email', email: 'help@so.energy' }, 'mailto:help@so.energy'],
    [{ linktype: 'url', url: 'javascript:alert(1)' }, undefined],
    [{ linktype: 'url', url: '' }, undefined],
    ['/get-a-quote', '/get-a-quote'],
  ])('reads %j as %s', (raw, expected) => {
    expect(cmsLinkSchema.parse(raw)).toBe(expected);
  });

  it('gives the same href when its own output is parsed again', () => {
    const once = cmsLinkSchema.parse({ linktype: 'story', cached_url: 'moving-home' });
    expect(cmsLinkSchema.parse(once ?? '')).toBe(once);
  });
});
