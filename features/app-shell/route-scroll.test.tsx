import { act, render } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import { useKeepScrollPosition } from './route-scroll';

function makeRouterEvents() {
  const handlers = new Map<string, Set<(url: string) => void>>();
  return {
    on: (event: string, handler: (url: string) => void) => {
      handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
    },
    off: (event: string, handler: (url: string) => void) => handlers.get(event)?.delete(handler),
    emit: (event: string, url: string) => handlers.get(event)?.forEach((handler) => handler(url)),
  };
}

function navigate({
  keep,
  to,
  viaHistory = false,
}: {
  keep: boolean;
  to: string;
  viaHistory?: boolean;
}) {
  const events = makeRouterEvents();
  const router = { events } as unknown as NextRouter;
  function Page() {
    useKeepScrollPosition(router, keep);
    return null;
  }
  render(<Page />);
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });

  act(() => {
    if (viaHistory) window.dispatchEvent(new PopStateEvent('popstate'));
    events.emit('routeChangeStart', to);
    events.emit('routeChangeComplete', to);
  });
  return scrollTo;
}

afterEach(() => vi.restoreAllMocks());

describe('keeping the scroll position across a page change', () => {
  it('puts a page that opts out back where it was reached from', () => {
    expect(navigate({ keep: true, to: '/energy/quote/select-tariff' })).toHaveBeenCalledWith(
      0,
      640,
    );
  });

  it.each([
    ['a page that does not opt out', { keep: false, to: '/about' }],
    ['an #anchor, which scrolls to its target', { keep: true, to: '/tips#heating' }],
    [
      'back and forward, which restore the saved position',
      { keep: true, to: '/about', viaHistory: true },
    ],
  ])('leaves %s to the browser', (_case, move) => {
    expect(navigate(move)).not.toHaveBeenCalled();
  });
});
