import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import mitt from 'next/dist/shared/lib/mitt';
import type { NextRouter } from 'next/router';
import { useOfflineNavigationError } from './offline-navigation';

function fakeRouter() {
  let popGuard: (() => boolean) | undefined;
  const router = {
    events: mitt(),
    beforePopState: (guard: () => boolean) => (popGuard = guard),
  } as unknown as NextRouter;
  return { router, pop: () => popGuard?.() };
}

const loadInFull = vi.fn();

function Probe({ router }: { router: NextRouter }) {
  const failed = useOfflineNavigationError(router, loadInFull);
  return (
    <>
      <a href="/tips">Saving tips</a>
      <a href="#faq">Questions</a>
      <p>{failed ? 'Network screen' : 'Page'}</p>
    </>
  );
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

describe('useOfflineNavigationError', () => {
  const pageClicks = vi.fn();
  beforeEach(() => document.addEventListener('click', pageClicks));
  afterEach(() => {
    document.removeEventListener('click', pageClicks);
    loadInFull.mockClear();
    setOnline(true);
  });

  function goOfflineAndBack() {
    setOnline(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    setOnline(true);
  }

  it('leaves links alone while online', async () => {
    const { router } = fakeRouter();
    render(<Probe router={router} />);
    pageClicks.mockImplementation((event: MouseEvent) => event.preventDefault());
    await userEvent.click(screen.getByRole('link', { name: 'Saving tips' }));
    expect(pageClicks).toHaveBeenCalled();
    expect(loadInFull).not.toHaveBeenCalled();
    expect(screen.getByText('Page')).toBeInTheDocument();
  });

  it('loads the next page in full once the browser has been offline', async () => {
    const { router } = fakeRouter();
    render(<Probe router={router} />);
    goOfflineAndBack();
    pageClicks.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'Saving tips' }));
    expect(pageClicks).not.toHaveBeenCalled();
    expect(loadInFull).toHaveBeenCalledWith(new URL('/tips', window.location.href).href);
  });

  it('loads the page back or forward leads to in full once the browser has been offline', () => {
    const { router, pop } = fakeRouter();
    render(<Probe router={router} />);
    expect(pop()).toBe(true);
    goOfflineAndBack();
    expect(pop()).toBe(false);
    expect(loadInFull).toHaveBeenCalledWith(window.location.href);
  });

  it('stops a page link while offline and shows the network screen until a page change succeeds', async () => {
    const { router } = fakeRouter();
    render(<Probe router={router} />);
    setOnline(false);
    pageClicks.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'Saving tips' }));
    expect(pageClicks).not.toHaveBeenCalled();
    expect(screen.getByText('Network screen')).toBeInTheDocument();

    setOnline(true);
    act(() => router.events.emit('routeChangeComplete', '/tips'));
    expect(screen.getByText('Page')).toBeInTheDocument();
  });

  it('lets in-page anchors work while offline', async () => {
    const { router } = fakeRouter();
    render(<Probe router={router} />);
    setOnline(false);
    await userEvent.click(screen.getByRole('link', { name: 'Questions' }));
    expect(screen.getByText('Page')).toBeInTheDocument();
  });

  it('stops back and forward while offline', () => {
    const { router, pop } = fakeRouter();
    render(<Probe router={router} />);
    setOnline(false);
    let allowed: boolean | undefined;
    act(() => {
      allowed = pop();
    });
    expect(allowed).toBe(false);
    expect(screen.getByText('Network screen')).toBeInTheDocument();
  });

  it('shows the network screen when a page change fails while offline', () => {
    const { router } = fakeRouter();
    render(<Probe router={router} />);
    setOnline(false);
    act(() => router.events.emit('routeChangeError', new Error('Failed to fetch'), '/tips'));
    expect(screen.getByText('Network screen')).toBeInTheDocument();
  });
});
