import { buildRobots, buildSitemap } from './site-files';

it('lists every page in the sitemap with absolute, escaped URLs', () => {
  expect(buildSitemap(['/', '/blog/a&b'], 'https://www.so.energy')).toBe(
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      '  <url><loc>https://www.so.energy/</loc></url>',
      '  <url><loc>https://www.so.energy/blog/a&amp;b</loc></url>',
      '</urlset>',
      '',
    ].join('\n'),
  );
});

describe('robots.txt', () => {
  const rules = [
    { directive: 'Disallow', path: '/accounts' },
    { directive: 'allow', path: '/accounts/login' },
    { directive: 'Crawl-delay', path: '10' },
  ];

  it('follows the space’s rules in production and names the sitemap', () => {
    expect(
      buildRobots(rules, { siteUrl: 'https://www.so.energy', environment: 'production' }),
    ).toBe(
      'User-agent: *\nDisallow: /accounts\nAllow: /accounts/login\n\nSitemap: https://www.so.energy/sitemap.xml\n',
    );
  });

  it.each(['staging', 'development'] as const)('keeps %s out of search engines', (environment) => {
    expect(buildRobots(rules, { siteUrl: 'https://staging.so.energy', environment })).toContain(
      'User-agent: *\nDisallow: /\n',
    );
  });
});
