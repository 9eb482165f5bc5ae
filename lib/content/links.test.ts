import { resolveLink, safeImageSrc, safeLink } from './links';

describe('safeLink', () => {
  it.each([
    ['https://www.ofgem.gov.uk/price-cap', 'https://www.ofgem.gov.uk/price-cap', true],
    ['http://example.com', 'http://example.com', true],
    ['mailto:help@so.energy', 'mailto:help@so.energy', false],
    ['tel:0800 111 999', 'tel:0800 111 999', false],
    ['/energy/quote', '/energy/quote', false],
    ['#how-it-works', '#how-it-works', false],
    ['?page=2', '?page=2', false],
  ])('keeps %s', (raw, href, external) => {
    expect(safeLink(raw)).toEqual({ href, external });
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example.com',
    '',
    null,
  ])('refuses %j', (raw) => {
    expect(safeLink(raw)).toBeNull();
  });
});

describe('resolveLink', () => {
  it.each([
    [{ linktype: 'story', cached_url: 'about' }, '/about'],
    [{ linktype: 'story', cached_url: 'home' }, '/'],
    [{ linktype: 'story', cached_url: 'blog/', anchor: 'latest' }, '/blog#latest'],
    [{ linktype: 'story', cached_url: 'old', story: { full_slug: 'moving-home' } }, '/moving-home'],
    [{ linktype: 'email', email: 'help@so.energy' }, 'mailto:help@so.energy'],
    [{ linktype: 'url', url: 'https://so.energy' }, 'https://so.energy'],
    [{ linktype: 'url', url: '', anchor: 'faq' }, '#faq'],
  ])('turns %j into %s', (link, href) => {
    expect(resolveLink(link)?.href).toBe(href);
  });

  it('refuses a url link to a script', () => {
    expect(resolveLink({ linktype: 'url', url: 'javascript:void(0)' })).toBeNull();
  });
});

describe('safeImageSrc', () => {
  it.each([
    ['/images/solar.webp', '/images/solar.webp'],
    ['https://a.storyblok.com/f/1/hero.webp', 'https://a.storyblok.com/f/1/hero.webp'],
    ['http://insecure.example.com/x.png', null],
    ['data:image/svg+xml;base64,PHN2Zz4=', null],
    ['#top', null],
  ])('%s → %s', (src, expected) => {
    expect(safeImageSrc(src)).toBe(expected);
  });
});
