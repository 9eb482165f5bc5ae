import { act } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { useLayoutEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SessionProvider } from '@/features/session';
import { makeRouter } from '@/tests/utils/make-router';
import { AppShell } from './app-shell';
import { NO_SITE_CHROME } from './no-site-chrome';

it('hydrates the page after the shell around it, not in the same task', async () => {
  const hydrated: string[] = [];
  function Frame({ children }: { children: ReactNode }) {
    useLayoutEffect(() => void hydrated.push('shell'), []);
    return children;
  }
  function Screen() {
    useLayoutEffect(() => void hydrated.push('page'), []);
    return <h1>Log in to your account</h1>;
  }
  const tree = (
    <RouterContext.Provider value={makeRouter({ asPath: '/accounts/login' })}>
      <SessionProvider stores={null}>
        <Frame>
          <AppShell siteChrome={NO_SITE_CHROME}>
            <Screen />
          </AppShell>
        </Frame>
      </SessionProvider>
    </RouterContext.Provider>
  );
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(tree);

  await act(async () => void hydrateRoot(container, tree));

  // Hydrated with the shell, the page's effects would run first, as children's do.
  expect(hydrated).toEqual(['shell', 'page']);
  expect(container.querySelector('main h1')).toHaveTextContent('Log in to your account');
  container.remove();
});
