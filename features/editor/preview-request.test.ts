import { createHash } from 'node:crypto';
import { decidePreview, previewPath } from './preview-request';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const secrets = { previewToken: 'preview-token-123', previewSecret: 'a-long-preview-secret' };

function editorUrl({
  slug = 'about',
  ageSeconds = 60,
  token,
}: { slug?: string; ageSeconds?: number; token?: string } = {}) {
  const timestamp = String(Math.floor(NOW / 1000) - ageSeconds);
  const signed = createHash('sha1').update(`1:${secrets.previewToken}:${timestamp}`).digest('hex');
  const params = new URLSearchParams({
    slug,
    _storyblok: '101',
    _storyblok_c: 'page',
    '_storyblok_tk[space_id]': '1',
    '_storyblok_tk[timestamp]': timestamp,
    '_storyblok_tk[token]': token ?? signed,
  });
  return new URL(`https://site.example/api/preview?${params}`);
}

describe('decidePreview', () => {
  it('accepts the editor’s signed parameters and keeps them for the bridge', () => {
    const decision = decidePreview(editorUrl(), secrets, NOW);

    expect(decision.ok).toBe(true);
    const location = new URL(decision.ok ? decision.location : '', 'https://site.example');
    expect(location.pathname).toBe('/about');
    expect(location.searchParams.get('_storyblok')).toBe('101');
    expect(location.searchParams.get('_storyblok_tk[token]')).toMatch(/^[a-f0-9]{40}$/);
    expect(location.searchParams.has('slug')).toBe(false);
  });

  it.each([
    ['a token signed with another preview token', editorUrl({ token: 'f'.repeat(40) })],
    ['a token more than an hour old', editorUrl({ ageSeconds: 3601 })],
    ['a token from the future', editorUrl({ ageSeconds: -3600 })],
  ])('refuses %s', (_case, url) => {
    expect(decidePreview(url, secrets, NOW)).toMatchObject({ ok: false, status: 401 });
  });

  it('refuses editor parameters when no preview token is configured', () => {
    expect(decidePreview(editorUrl(), { ...secrets, previewToken: undefined }, NOW)).toMatchObject({
      ok: false,
      status: 401,
    });
  });

  it('accepts the shared secret with a slug, and refuses a wrong one', () => {
    const url = (secret: string) =>
      new URL(`https://site.example/api/preview?secret=${secret}&slug=blog/`);

    expect(decidePreview(url(secrets.previewSecret), secrets, NOW)).toEqual({
      ok: true,
      location: '/blog',
    });
    expect(decidePreview(url('guess'), secrets, NOW)).toMatchObject({ ok: false, status: 401 });
    expect(
      decidePreview(url(secrets.previewSecret), { ...secrets, previewSecret: undefined }, NOW),
    ).toMatchObject({ ok: false });
  });

  it('never redirects off the site', () => {
    const url = new URL(
      `https://site.example/api/preview?secret=${secrets.previewSecret}&slug=//evil.example.com`,
    );
    expect(decidePreview(url, secrets, NOW)).toMatchObject({ ok: false, status: 400 });
  });
});

describe('previewPath', () => {
  it.each([
    ['home', '/'],
    ['', '/'],
    ['about', '/about'],
    ['/solar/so-spooky/', '/solar/so-spooky'],
    ['https://evil.example.com', null],
    ['..%2f', null],
    ['a//b', null],
  ])('%j → %j', (slug, path) => {
    expect(previewPath(slug)).toBe(path);
  });
});
