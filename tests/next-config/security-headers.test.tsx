// @vitest-environment node
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { renderToStaticMarkup } from 'react-dom/server';
import { ConsentHeadScripts } from '@/features/consent';
import { inlineScriptHashesIn } from '../utils/inline-script-hashes';
import { scan } from '../utils/observatory-rubric';

/** next.config.ts as `next build` loads it, with this environment. */
async function buildConfig(env: Record<string, string>) {
  vi.resetModules();
  vi.stubEnv('NODE_ENV', 'production');
  vi.stubEnv('NEXT_PUBLIC_ENVIRONMENT', 'production');
  vi.stubEnv('TRUSTED_PROXIES', 'none');
  vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://www.so.energy');
  vi.stubEnv('REVALIDATE_SECRET', 'r'.repeat(16));
  vi.stubEnv('GATEWAY_JWT_SECRET', 'j'.repeat(32));
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  return (await import('@/next.config')).default(PHASE_PRODUCTION_BUILD);
}

/** The headers next.config.ts sends on every page (its first entry). */
async function pageHeadersOf(env: Record<string, string>) {
  const [pages] = (await (await buildConfig(env)).headers?.()) ?? [];
  return pages?.headers ?? [];
}

/** The page policy's script sources. */
async function scriptSourcesOf(env: Record<string, string>): Promise<string[]> {
  const headers = await pageHeadersOf(env);
  const policy = headers.find(({ key }) => key === 'Content-Security-Policy')?.value ?? '';
  return /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the Content-Security-Policy of next.config.ts', () => {
  it('lets exactly the head scripts pages render run, and nothing else inline', async () => {
    const rendered = inlineScriptHashesIn(renderToStaticMarkup(<ConsentHeadScripts />));
    expect(rendered).toHaveLength(1);
    expect(await scriptSourcesOf({ NEXT_PUBLIC_GTM_ID: '' })).toEqual(["'self'", ...rendered]);
  });

  it('with a tag manager, adds its loader’s hash and its origin', async () => {
    const rendered = inlineScriptHashesIn(
      renderToStaticMarkup(<ConsentHeadScripts tagManagerId="GTM-ABC1234" />),
    );
    expect(rendered).toHaveLength(2);
    expect(await scriptSourcesOf({ NEXT_PUBLIC_GTM_ID: 'GTM-ABC1234' })).toEqual([
      "'self'",
      ...rendered,
      'https://www.googletagmanager.com',
    ]);
  });

  it.each(['', 'GTM-ABC1234'])(
    'scores a production page A+ by the Observatory rubric (tag manager %j)',
    async (tagManagerId) => {
      const headers = await pageHeadersOf({ NEXT_PUBLIC_GTM_ID: tagManagerId });
      const result = scan({
        url: 'https://www.so.energy/',
        headers: headers.map(({ key, value }) => ({ name: key, value })),
      });
      expect(result).toMatchObject({ grade: 'A+' });
    },
  );
});
