import { render, screen } from '@testing-library/react';
import type { GetServerSidePropsContext } from 'next';
import { stubEditorEnvironment } from '../utils/editor-api';

afterEach(() => vi.unstubAllEnvs());

async function loadPage(environment: 'development' | 'production', editorEnabled: boolean) {
  stubEditorEnvironment(environment, editorEnabled);
  return import('@/pages/editor/index');
}

const requestFrom = (address: string) =>
  ({
    req: {
      method: 'GET',
      headers: { host: 'localhost:3000' },
      cookies: {},
      socket: { remoteAddress: address },
    },
    resolvedUrl: '/editor',
  }) as unknown as GetServerSidePropsContext;

describe('/editor', () => {
  it('lists the stories for this machine in development, and refuses any other', async () => {
    const { getServerSideProps } = await loadPage('development', false);
    expect(await getServerSideProps(requestFrom('::1'))).toEqual({ props: { refusal: null } });
    expect(await getServerSideProps(requestFrom('192.168.1.20'))).toEqual({
      props: { refusal: expect.stringContaining('this computer only') },
    });
  });

  it('is not found in production while the editor is off, and asks for a sign-in when on', async () => {
    const off = await loadPage('production', false);
    expect(await off.getServerSideProps(requestFrom('203.0.113.9'))).toEqual({ notFound: true });
    const on = await loadPage('production', true);
    expect(await on.getServerSideProps(requestFrom('203.0.113.9'))).toMatchObject({
      redirect: { destination: '/editor/login?next=%2Feditor' },
    });
  });

  it('shows the refusal as the page’s one heading', async () => {
    const { default: StoryListPage } = await loadPage('development', false);
    render(
      <StoryListPage refusal="In development the editor answers requests from this computer only." />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'You cannot edit from this machine',
    );
    expect(screen.getByText(/this computer only/)).toBeVisible();
  });
});
