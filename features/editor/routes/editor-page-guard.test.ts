import type { GetServerSidePropsContext } from 'next';
import { EDITOR_SESSION_COOKIE, signEditorSession } from '../access/editor-session';
import type { EditorConfig } from './editor-route';
import { guardEditorPage } from './editor-page-guard';

const SECRET = 's'.repeat(32);
const ED = {
  email: 'ed@so.energy',
  name: 'Ed',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA',
};

const config = (overrides: Partial<EditorConfig> = {}): EditorConfig => ({
  environment: 'production',
  siteUrl: 'https://www.so.energy',
  editor: { enabled: true, editors: [ED], sessionSecret: SECRET },
  ...overrides,
});

const context = (from: string, cookies: Record<string, string> = {}) =>
  ({
    req: {
      method: 'GET',
      headers: { host: 'localhost:3000' },
      cookies,
      socket: { remoteAddress: from },
    },
    resolvedUrl: '/editor/stories/101?tab=history',
  }) as unknown as Pick<GetServerSidePropsContext, 'req' | 'resolvedUrl'>;

const pageProps = (who: string) => ({ who });

describe('guardEditorPage', () => {
  it('gives the page its props for whoever may edit', async () => {
    expect(
      await guardEditorPage(
        context('127.0.0.1'),
        config({ environment: 'development' }),
        pageProps,
      ),
    ).toEqual({ props: { refusal: null, who: 'local developer' } });
  });

  it('gives a signed-in editor the page elsewhere', async () => {
    const cookies = { [EDITOR_SESSION_COOKIE]: await signEditorSession(ED, SECRET) };
    expect(await guardEditorPage(context('203.0.113.9', cookies), config(), pageProps)).toEqual({
      props: { refusal: null, who: 'ed@so.energy' },
    });
  });

  it('is not found while the editor is off', async () => {
    const off = config({ editor: { enabled: false, editors: [], sessionSecret: undefined } });
    expect(await guardEditorPage(context('203.0.113.9'), off, pageProps)).toEqual({
      notFound: true,
    });
  });

  it('sends whoever has not signed in to the sign-in, to come back to the page', async () => {
    expect(await guardEditorPage(context('203.0.113.9'), config(), pageProps)).toEqual({
      redirect: {
        destination: '/editor/login?next=%2Feditor%2Fstories%2F101%3Ftab%3Dhistory',
        permanent: false,
      },
    });
  });

  it('refuses another machine in development, in words the page shows', async () => {
    const result = await guardEditorPage(
      context('192.168.1.20'),
      config({ environment: 'development' }),
      pageProps,
    );
    expect(result).toEqual({ props: { refusal: expect.stringContaining('this computer only') } });
  });
});
