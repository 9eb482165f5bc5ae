import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { useSyncExternalStore, type ReactNode } from 'react';
import { vi } from 'vitest';
import { makeRouter } from './make-router';

type Href = Parameters<NextRouter['push']>[0];

function addressOf(href: Href): { pathname: string; query: Record<string, string> } {
  if (typeof href === 'string') {
    const url = new URL(href, 'http://localhost');
    return { pathname: url.pathname, query: Object.fromEntries(url.searchParams) };
  }
  const query = Object.entries(href.query ?? {}).flatMap(([key, value]) =>
    typeof value === 'string' ? [[key, value]] : [],
  );
  return { pathname: href.pathname ?? '/', query: Object.fromEntries(query) };
}

const asPathOf = (pathname: string, query: Record<string, string>) => {
  const search = new URLSearchParams(query).toString();
  return search ? `${pathname}?${search}` : pathname;
};

/**
 * A Pages Router for component tests of a screen that keeps its state in the address: `push`
 * and `replace` (spies) change the address, emit `routeChangeComplete` and re-render what reads
 * it, as Next's shallow routing does. Mock `next/router`'s `useRouter` with `useRouter` and wrap
 * the screen in `Provider`, which next/link reads.
 */
export function makeLiveRouter(pathname: string, query: Record<string, string> = {}) {
  const listeners = new Set<() => void>();
  const go = (href: Href) => {
    const address = addressOf(href);
    current = { ...current, ...address, asPath: asPathOf(address.pathname, address.query) };
    listeners.forEach((listener) => listener());
    current.events.emit('routeChangeComplete', current.asPath, { shallow: true });
    return Promise.resolve(true);
  };
  let current: NextRouter = makeRouter({
    route: pathname,
    pathname,
    query,
    asPath: asPathOf(pathname, query),
    push: vi.fn(go),
    replace: vi.fn(go),
  });
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  function useRouter(): NextRouter {
    return useSyncExternalStore(subscribe, () => current);
  }

  function Provider({ children }: { children: ReactNode }) {
    return <RouterContext.Provider value={useRouter()}>{children}</RouterContext.Provider>;
  }

  return {
    useRouter,
    Provider,
    /** The router as it is now (its address, and the push and replace spies). */
    get current() {
      return current;
    },
  };
}
