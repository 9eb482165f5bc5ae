import { act, render, screen, within } from '@testing-library/react';
import { SessionProvider } from '@/features/session';
import { makeRouter } from '@/tests/utils/make-router';
import { makeNavigation } from '@/tests/utils/navigation';
import {
  readToEnd,
  screenReader,
  spokenDuring,
  startScreenReader,
  stopScreenReader,
} from '@/tests/utils/screen-reader';
import { createTestSessionStores } from '@/tests/utils/session';
import { spokenOnceSaid } from '@/tests/utils/spoken-announcements';
import { Header } from './header';

const router = vi.hoisted(() => ({ current: null as unknown as ReturnType<typeof makeRouter> }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));
beforeEach(() => {
  router.current = makeRouter({ pathname: '/about', asPath: '/about' });
});
afterEach(stopScreenReader);

/** The header for a visitor, or for a signed-in customer, with the reader at its top. */
async function renderHeader({ signedIn = false } = {}) {
  const test = createTestSessionStores();
  render(
    <SessionProvider stores={test.stores}>
      <Header items={makeNavigation().header} />
    </SessionProvider>,
  );
  await act(() => (signedIn ? test.signIn() : test.stores.session.start()));
  await startScreenReader();
}

/** Puts the reader (and focus) on `element`, as Tab or the reader's own keys would. */
function moveTo(element: HTMLElement) {
  act(() => element.focus());
}

const mobileMenu = () => within(screen.getByRole('dialog', { name: 'Menu' }));

/** The entries of the Main navigation as the reader says them, between 'list' and 'end of list'. */
function spokenEntries(entries: string[]) {
  return entries.flatMap((entry, index) => {
    const item = `listitem, level 1, position ${index + 1}, set size ${entries.length}`;
    return [item, entry, `end of ${item}`];
  });
}

describe('the site header, with a screen reader', { timeout: 20_000 }, () => {
  it('reads the logo link once, then the Main navigation and its Log in link, then the Menu button', async () => {
    await renderHeader();
    expect(await readToEnd()).toEqual([
      'banner',
      'link, So Energy Great value green energy made easy',
      'So Energy',
      'Great value green energy made easy',
      'end of link, So Energy Great value green energy made easy',
      'navigation, Main',
      'list',
      ...spokenEntries([
        'button, Our products, 1 control, not expanded',
        'button, Help, 1 control, not expanded',
        'button, About, 1 control, not expanded',
        'link, Meter Readings',
        'link, Get a quote',
        'link, Log in',
      ]),
      'end of list',
      'end of navigation, Main',
      'button, Menu, not expanded',
      'end of banner',
      'end of document',
    ]);
  });

  it('reads My account and Sign out in the Main navigation for a signed-in customer', async () => {
    await renderHeader({ signedIn: true });
    await screenReader.perform(screenReader.commands.moveToNextNavigation);
    expect(await readToEnd(21)).toEqual([
      'list',
      ...spokenEntries([
        'button, Our products, 1 control, not expanded',
        'button, Help, 1 control, not expanded',
        'button, About, 1 control, not expanded',
        'button, My account, 1 control, not expanded',
        'link, Meter Readings',
        'button, Sign out',
      ]),
      'end of list',
      'end of navigation, Main',
    ]);
  });

  it('says the About dropdown expanded on Enter, reads its first link on ArrowDown, and collapsed on Escape', async () => {
    await renderHeader();
    moveTo(screen.getByRole('button', { name: 'About' }));
    expect(await spokenDuring(() => screenReader.press('Enter'))).toEqual([
      'button, About, 1 control, expanded',
    ]);
    expect(await spokenDuring(() => screenReader.press('ArrowDown'))).toEqual(['link, About us']);
    expect(await spokenDuring(() => screenReader.press('ArrowDown'))).toEqual(['link, Our energy']);
    expect(await spokenDuring(() => screenReader.press('Escape'))).toEqual([
      'button, About, 1 control, not expanded',
    ]);
  });

  it('opens the mobile Menu as a modal dialog, keeps the reader in it, and Escape returns focus to Menu', async () => {
    await renderHeader();
    const opener = screen.getByRole('button', { name: 'Menu' });
    moveTo(opener);
    expect(await spokenDuring(() => screenReader.act())).toEqual([
      'dialog, Menu, modal',
      'button, Close menu',
    ]);
    expect(opener).toHaveAttribute('aria-expanded', 'true');

    // Reading on goes through the menu and round to its start, never out to the page.
    expect(await readToEnd(23)).toEqual([
      'navigation, Main',
      'list',
      ...spokenEntries([
        'button, Our products',
        'button, Help',
        'button, About',
        'link, Meter Readings',
        'link, Get a quote',
      ]),
      'end of list',
      'end of navigation, Main',
      'link, Log in',
      'end of dialog, Menu, modal',
      'dialog, Menu, modal',
      'button, Close menu',
    ]);

    moveTo(mobileMenu().getByRole('button', { name: 'Help' }));
    expect(await spokenDuring(() => screenReader.press('Escape'))).toEqual([
      'button, Menu, not expanded',
    ]);
    expect(opener).toHaveFocus();
  });

  it('says which submenu of the mobile Menu opened with its Back button, and Back returns to the group', async () => {
    await renderHeader();
    moveTo(screen.getByRole('button', { name: 'Menu' }));
    await screenReader.act();
    moveTo(mobileMenu().getByRole('button', { name: 'Help' }));

    expect(await spokenDuring(() => screenReader.act())).toEqual([
      'button, Back, Help and support',
    ]);
    expect(await readToEnd(4)).toEqual([
      'button, Close menu',
      'navigation, Help and support',
      'heading, Help and support, level 2',
      'list',
    ]);

    // The reader has moved on without focus: Tab back to Back, by way of the first link.
    moveTo(mobileMenu().getByRole('link', { name: 'Support' }));
    moveTo(mobileMenu().getByRole('button', { name: 'Back' }));
    expect(await spokenDuring(() => screenReader.act())).toEqual(['button, Help']);
  });

  it('Sign out in the Main navigation announces "You have signed out." and moves focus to Log in', async () => {
    await renderHeader({ signedIn: true });
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    moveTo(nav.getByRole('button', { name: 'Sign out' }));

    await screenReader.clearSpokenPhraseLog();
    await screenReader.act();
    expect(await spokenOnceSaid('polite: You have signed out.')).toEqual([
      'link, Log in',
      'polite: You have signed out.',
    ]);
    expect(nav.getByRole('link', { name: 'Log in' })).toHaveFocus();
  });

  it('Sign out in the mobile Menu closes it, returns focus to Menu and announces "You have signed out."', async () => {
    await renderHeader({ signedIn: true });
    moveTo(screen.getByRole('button', { name: 'Menu' }));
    await screenReader.act();
    moveTo(mobileMenu().getByRole('button', { name: 'Sign out' }));

    await screenReader.clearSpokenPhraseLog();
    await screenReader.act();
    expect(await spokenOnceSaid('polite: You have signed out.')).toEqual([
      'button, Menu, not expanded',
      'polite: You have signed out.',
    ]);
  });
});
