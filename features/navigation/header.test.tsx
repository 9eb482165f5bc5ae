import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionProvider } from '@/features/session';
import type { AccountState } from '@/lib/gateway/contract/account';
import { makeAccountState } from '@/lib/gateway/testing/make-account-state';
import { makeRouter } from '@/tests/utils/make-router';
import { makeNavigation } from '@/tests/utils/navigation';
import { createTestSessionStores, signInAndLoadStatus } from '@/tests/utils/session';
import { Header } from './header';

const router = vi.hoisted(() => ({ current: null as unknown as ReturnType<typeof makeRouter> }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));
beforeEach(() => {
  router.current = makeRouter({ pathname: '/about', asPath: '/about' });
});

/** jsdom cannot follow links; stop it trying. */
const preventNavigation = (event: MouseEvent) => event.preventDefault();
beforeEach(() => document.addEventListener('click', preventNavigation));
afterEach(() => document.removeEventListener('click', preventNavigation));

/** The header under a session; a visitor's unless a test signs the stores in. */
function renderHeader(test?: ReturnType<typeof createTestSessionStores>) {
  render(
    <SessionProvider stores={test?.stores ?? null}>
      <Header items={makeNavigation().header} />
    </SessionProvider>,
  );
}

/** The header of a customer whose selected account is in `state`, once it has loaded. */
async function renderSignedIn(state: Partial<AccountState> = {}) {
  const test = createTestSessionStores({
    loadState: async (accountId) => makeAccountState({ accountId, ...state }),
  });
  renderHeader(test);
  await signInAndLoadStatus(test);
  return test;
}

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('Header', () => {
  it('has the logo linking home with the site title', () => {
    renderHeader();
    const logo = screen.getByRole('link', { name: /Great value green energy made easy/ });
    expect(logo).toHaveAttribute('href', '/');
  });

  it('shows visitors Log in, Get a quote and Meter Readings, but no account group', () => {
    renderHeader();
    const nav = mainNav();
    expect(nav.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/accounts/login');
    expect(nav.getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '/get-a-quote');
    expect(nav.getByRole('link', { name: 'Meter Readings' })).toBeInTheDocument();
    expect(nav.queryByRole('button', { name: 'My account' })).not.toBeInTheDocument();
    expect(nav.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('switches to Sign out, the account group and Meter Readings, without Get a quote, once signed in', async () => {
    const test = createTestSessionStores();
    renderHeader(test);
    await act(() => test.stores.session.start());
    expect(mainNav().getByRole('link', { name: 'Log in' })).toBeInTheDocument();

    await signInAndLoadStatus(test);
    const nav = mainNav();
    expect(nav.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'My account' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Meter Readings' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Get a quote' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it("asks the permission model about the account links, from the customer's account state", async () => {
    await renderSignedIn({ admin: true, accountUnlocked: false });
    await userEvent.click(mainNav().getByRole('button', { name: 'My account' }));
    expect(screen.getByRole('link', { name: 'Refer a Friend' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/accounts/admin');
    expect(screen.queryByRole('link', { name: 'Bills & Transactions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Meter Readings' })).not.toBeInTheDocument();
  });

  it('signs out at the gateway and goes home', async () => {
    const test = await renderSignedIn();
    await userEvent.click(mainNav().getByRole('button', { name: 'Sign out' }));

    expect(test.server.calls.logOut).toBe(1);
    expect(router.current.push).toHaveBeenCalledWith('/');
    expect(mainNav().getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('gives a button item its CMS colours', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Get a quote' })).toHaveStyle({
      backgroundColor: '#ffd23f',
      color: '#07402a',
    });
  });
});

describe('desktop dropdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it('opens on hover and closes 500 ms after the pointer leaves', async () => {
    const u = user();
    renderHeader();
    const about = screen.getByRole('button', { name: 'About' });
    await u.hover(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Reviews' })).toBeVisible();

    await u.unhover(about);
    act(() => vi.advanceTimersByTime(499));
    expect(about).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Reviews' })).not.toBeInTheDocument();
  });

  it('stays open when the pointer comes back in time', async () => {
    const u = user();
    renderHeader();
    const about = screen.getByRole('button', { name: 'About' });
    await u.hover(about);
    await u.unhover(about);
    act(() => vi.advanceTimersByTime(300));
    await u.hover(about);
    act(() => vi.advanceTimersByTime(1000));
    expect(about).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens on click, stays open when a hovering mouse clicks, and closes 200 ms after a link is clicked', async () => {
    const u = user();
    renderHeader();
    const help = screen.getByRole('button', { name: 'Help' });
    await u.click(help);
    expect(help).toHaveAttribute('aria-expanded', 'true');

    await u.click(screen.getByRole('link', { name: 'Emergency' }));
    act(() => vi.advanceTimersByTime(199));
    expect(help).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(help).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with Enter, moves with the arrow keys and closes on Esc', async () => {
    const u = user();
    renderHeader();
    const about = screen.getByRole('button', { name: 'About' });
    act(() => about.focus());
    await u.keyboard('{Enter}');
    expect(about).toHaveAttribute('aria-expanded', 'true');

    await u.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'About us' })).toHaveFocus();
    await u.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Our energy' })).toHaveFocus();
    await u.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Careers' })).toHaveFocus();
    await u.keyboard('{Home}');
    expect(screen.getByRole('link', { name: 'About us' })).toHaveFocus();

    await u.keyboard('{Escape}');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(about).toHaveFocus();
  });

  it('opens with ArrowDown on the trigger and focuses the first link', async () => {
    const u = user();
    renderHeader();
    act(() => screen.getByRole('button', { name: 'Help' }).focus());
    await u.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Support' })).toHaveFocus();
  });

  it('moves between the top-level entries with Left and Right', async () => {
    const u = user();
    renderHeader();
    act(() => screen.getByRole('button', { name: 'Our products' }).focus());
    await u.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Help' })).toHaveFocus();
    await u.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveFocus();
  });

  it('closes when focus leaves it', async () => {
    const u = user();
    renderHeader();
    const about = screen.getByRole('button', { name: 'About' });
    await u.click(about);
    act(() => screen.getByRole('link', { name: 'Log in' }).focus());
    expect(about).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('mobile menu', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  async function openMenu(u: ReturnType<typeof user>) {
    const opener = screen.getByRole('button', { name: 'Menu' });
    await u.click(opener);
    return { opener, menu: within(screen.getByRole('dialog', { name: 'Menu' })) };
  }

  it('opens a panel that traps focus, and Esc closes it and returns focus', async () => {
    const u = user();
    renderHeader();
    const { opener, menu } = await openMenu(u);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    const close = menu.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();

    await u.tab({ shift: true });
    expect(menu.getByRole('link', { name: 'Log in' })).toHaveFocus();
    await u.tab();
    expect(close).toHaveFocus();

    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('opens a submenu with its title and a Back button that returns to the group', async () => {
    const u = user();
    renderHeader();
    const { menu } = await openMenu(u);
    await u.click(menu.getByRole('button', { name: 'Help' }));

    expect(menu.getByRole('heading', { name: 'Help and support' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Unhappy with us?' })).toBeInTheDocument();
    const back = menu.getByRole('button', { name: 'Back' });
    expect(back).toHaveFocus();

    await u.keyboard('{Enter}');
    expect(menu.queryByRole('heading', { name: 'Help and support' })).not.toBeInTheDocument();
    expect(menu.getByRole('button', { name: 'Help' })).toHaveFocus();
  });

  it('closes 300 ms after a link is clicked', async () => {
    const u = user();
    renderHeader();
    const { menu } = await openMenu(u);
    await u.click(menu.getByRole('link', { name: 'Meter Readings' }));
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('signs a customer out from the menu and closes it', async () => {
    const u = user();
    const test = createTestSessionStores();
    renderHeader(test);
    await act(() => test.signIn());
    const { menu } = await openMenu(u);
    expect(menu.queryByRole('link', { name: 'Get a quote' })).not.toBeInTheDocument();
    await u.click(menu.getByRole('button', { name: 'Sign out' }));
    expect(router.current.push).toHaveBeenCalledWith('/');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('locks the page scroll while open', async () => {
    const u = user();
    renderHeader();
    await openMenu(u);
    expect(document.documentElement.style.overflow).toBe('hidden');
    await u.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(document.documentElement.style.overflow).toBe('');
  });
});
