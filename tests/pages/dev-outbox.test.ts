import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GetServerSidePropsContext } from 'next';

/** pages/dev/outbox.tsx as a server with this environment loads it, over a fresh gateway. */
async function loadPage(environment: 'development' | 'production' | 'staging') {
  vi.resetModules();
  vi.stubEnv('NEXT_PUBLIC_ENVIRONMENT', environment);
  vi.stubEnv('TRUSTED_PROXIES', 'none');
  vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'http://localhost:3000');
  vi.stubEnv('REVALIDATE_SECRET', 'r'.repeat(16));
  vi.stubEnv('GATEWAY_URL', '');
  vi.stubEnv('GATEWAY_JWT_SECRET', 'j'.repeat(32));
  vi.stubEnv('GATEWAY_DATABASE_PATH', join(mkdtempSync(join(tmpdir(), 'outbox-')), 'db.sqlite'));
  const page = await import('@/pages/dev/outbox');
  const { embeddedGateway } = await import('@/gateway/embedded');
  const props = () => page.getServerSideProps({} as GetServerSidePropsContext);
  return { props, embeddedGateway };
}

afterEach(() => {
  vi.unstubAllEnvs();
  delete (globalThis as { embeddedGateway?: unknown }).embeddedGateway;
});

describe('/dev/outbox', () => {
  it('lists the embedded gateway’s emails, newest first, under npm run dev', async () => {
    const { props, embeddedGateway } = await loadPage('development');
    expect(await props()).toEqual({ props: { emails: [] } });

    const { app, afterAnswer } = await embeddedGateway();
    for (const email of ['alex@example.com', 'sam@example.com']) {
      await app.request('/api/v1/auth/password-resets', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      // Reset links are sent once the request has been answered.
      await afterAnswer.settled();
    }
    const answer = await props();
    expect(answer).toEqual({
      props: {
        emails: [
          expect.objectContaining({ recipient: 'sam@example.com' }),
          expect.objectContaining({
            recipient: 'alex@example.com',
            subject: 'Reset your So Energy password',
            body: expect.stringMatching(
              /http:\/\/localhost:3000\/accounts\/reset-password#token=[\w-]{43}/,
            ),
            sentAt: null,
          }),
        ],
      },
    });
  }, 30_000);

  it.each(['production', 'staging'] as const)('is not found in %s', async (environment) => {
    const { props } = await loadPage(environment);
    expect(await props()).toEqual({ notFound: true });
  });
});
