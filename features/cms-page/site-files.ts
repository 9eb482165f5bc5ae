import type { Environment } from '@/lib/public-config';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );

export function buildSitemap(paths: readonly string[], siteUrl: string): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export interface RobotsRule {
  /** `Allow` or `Disallow`, from the `robots` datasource entry's name. */
  directive: string;
  path: string;
}

/** Production follows the space's rules; every other environment asks not to be indexed. */
export function buildRobots(
  rules: readonly RobotsRule[],
  { siteUrl, environment }: { siteUrl: string; environment: Environment },
): string {
  const directives =
    environment === 'production'
      ? rules
          .filter(({ directive }) => /^(allow|disallow)$/i.test(directive))
          .map(
            ({ directive, path }) =>
              `${directive[0]?.toUpperCase()}${directive.slice(1).toLowerCase()}: ${path}`,
          )
      : ['Disallow: /'];
  return ['User-agent: *', ...directives, '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
