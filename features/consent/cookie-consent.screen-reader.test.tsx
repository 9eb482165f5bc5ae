import { act, screen } from '@testing-library/react';
import { renderConsentPage } from '@/tests/utils/consent-page';
import { clearAllCookies } from '@/tests/utils/cookies';
import {
  readToEnd,
  screenReader,
  spokenDuring,
  startScreenReader,
  stopScreenReader,
} from '@/tests/utils/screen-reader';
import { announcements, itemsSpoken, spokenOnceSaid } from '@/tests/utils/spoken-announcements';
import { preloadCookiePreferences } from './cookie-consent';
import { allAccepted, encodePreferences } from './preferences';
import { closeCookiePreferences } from './preferences-store';

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

afterEach(async () => {
  await stopScreenReader();
  act(() => closeCookiePreferences());
  clearAllCookies();
  delete window.dataLayer;
});

/** The page with the consent first, and the reader at its top. */
async function renderPage() {
  renderConsentPage();
  // The modal's code has arrived, as it does once a pointer or focus reaches a way to open it.
  await act(() => preloadCookiePreferences());
  await startScreenReader();
}

/** Puts the reader (and focus) on `element`, as Tab or the reader's own keys would. */
function moveTo(element: HTMLElement) {
  act(() => element.focus());
}

const ABOUT_PERFORMANCE =
  'These count visits and show us which pages people use and where they get stuck, so we can make the website faster and easier to use.';
const ABOUT_FUNCTIONAL =
  'These remember choices you make, such as messages you have already closed, to make the website more personal.';
const ABOUT_ADVERTISING =
  'These let us and our advertising partners show you So Energy adverts that are relevant to you on other websites, and measure how well they work.';
const PERFORMANCE = `switch, Performance cookies, ${ABOUT_PERFORMANCE}`;
const FUNCTIONAL = `switch, Functional cookies, ${ABOUT_FUNCTIONAL}`;
const ADVERTISING = `switch, Advertising cookies, ${ABOUT_ADVERTISING}`;
const SAVED = 'polite: Your cookie preferences have been saved.';

const button = (name: string) => screen.getByRole('button', { name });

/** Opens the preferences with the reader, as from `opener`, and says what it heard. */
async function openPreferencesFrom(opener: string) {
  moveTo(button(opener));
  return spokenDuring(() => screenReader.act());
}

/** Presses `name` with the reader and waits for the saved announcement. */
async function pressAndHearSaved(name: string) {
  moveTo(button(name));
  await screenReader.clearSpokenPhraseLog();
  await screenReader.act();
  return spokenOnceSaid(SAVED);
}

describe('cookie consent, with a screen reader', { timeout: 20_000 }, () => {
  it('reads the cookie banner first, as the region "Cookie consent" with its policy link, Accept All and Manage Preferences', async () => {
    await renderPage();
    expect(await readToEnd()).toEqual([
      'region, Cookie consent',
      'paragraph',
      'We use cookies to make our website work. With your permission we’d also like to use cookies that help us improve it, remember your choices and show you relevant adverts. You can change your mind at any time from ‘Cookie Preferences’ at the bottom of every page.',
      'link, Read our cookie policy',
      '.',
      'end of paragraph',
      'button, Accept All',
      'button, Manage Preferences',
      'end of region, Cookie consent',
      'main',
      'heading, Our tariffs, level 1',
      'button, Cookie Preferences',
      'end of main',
      'end of document',
    ]);
  });

  it('Accept All on the cookie banner announces the choice saved and moves focus to the main content', async () => {
    await renderPage();
    const spoken = await pressAndHearSaved('Accept All');
    expect(announcements(spoken)).toEqual([SAVED]);
    expect(itemsSpoken(spoken)).toEqual(['main']);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('Manage Preferences on the cookie banner opens the Cookie preferences dialog on its first switch, each category read with its state', async () => {
    await renderPage();
    expect(await openPreferencesFrom('Manage Preferences')).toEqual([
      'dialog, Cookie preferences, modal',
      `${PERFORMANCE}, not checked`,
    ]);
    // Reading on goes round the dialog and never out to the page behind it.
    expect(await readToEnd(33)).toEqual([
      'paragraph',
      ABOUT_PERFORMANCE,
      'end of paragraph',
      'end of listitem, level 1, position 2, set size 4',
      'listitem, level 1, position 3, set size 4',
      'Functional cookies',
      `${FUNCTIONAL}, not checked`,
      'paragraph',
      ABOUT_FUNCTIONAL,
      'end of paragraph',
      'end of listitem, level 1, position 3, set size 4',
      'listitem, level 1, position 4, set size 4',
      'Advertising cookies',
      `${ADVERTISING}, not checked`,
      'paragraph',
      ABOUT_ADVERTISING,
      'end of paragraph',
      'end of listitem, level 1, position 4, set size 4',
      'end of list',
      'paragraph',
      'link, Read our cookie policy',
      'for the cookies in each category.',
      'end of paragraph',
      'button, Cancel',
      'button, Save My Preferences',
      'end of dialog, Cookie preferences, modal',
      'dialog, Cookie preferences, modal',
      'heading, Cookie preferences, level 2',
      'list',
      'listitem, level 1, position 1, set size 4',
      'Strictly necessary cookies',
      'switch, Strictly necessary cookies, These keep the website working and secure: signing you in, remembering your quote as you move between steps and remembering these choices. They are always on., checked, disabled',
      'paragraph',
    ]);
  });

  it('Tab moves from switch to switch in Cookie preferences and Space turns a category on', async () => {
    await renderPage();
    await openPreferencesFrom('Manage Preferences');
    const functional = screen.getByRole('switch', { name: 'Functional cookies' });

    expect(await spokenDuring(() => screenReader.press('Tab'))).toEqual([
      `${FUNCTIONAL}, not checked`,
    ]);
    await screenReader.press(' ');
    // The virtual reader reads a checkbox's checked attribute, which React sets only at first;
    // browsers expose the live state, and a screen reader says it on the focused switch.
    expect(functional).toBeChecked();
    expect(await spokenDuring(() => screenReader.press('Tab'))).toEqual([
      `${ADVERTISING}, not checked`,
    ]);
    expect(await spokenDuring(() => screenReader.press('Shift+Tab'))).toEqual([
      `${FUNCTIONAL}, not checked`,
    ]);
    await screenReader.press(' ');
    expect(functional).not.toBeChecked();
  });

  it('Save My Preferences with every optional category left off announces the choice saved and moves focus to the main content', async () => {
    await renderPage();
    await openPreferencesFrom('Manage Preferences');
    const spoken = await pressAndHearSaved('Save My Preferences');
    expect(announcements(spoken)).toEqual([SAVED]);
    expect(itemsSpoken(spoken)).toEqual(['main']);
  });

  it('Escape in Cookie preferences returns focus to Manage Preferences, saving and announcing nothing', async () => {
    await renderPage();
    await openPreferencesFrom('Manage Preferences');
    expect(await spokenDuring(() => screenReader.press('Escape'))).toEqual([
      'button, Manage Preferences',
    ]);
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
  });

  it('Save My Preferences, opened from the Cookie Preferences button, returns focus to that button and announces the choice saved', async () => {
    // Everything allowed, and saved so: the page does not reload, and focus comes back.
    document.cookie = `cookie-preferences=${encodeURIComponent(encodePreferences(allAccepted))}; path=/`;
    await renderPage();
    expect(await openPreferencesFrom('Cookie Preferences')).toEqual([
      'dialog, Cookie preferences, modal',
      `${PERFORMANCE}, checked`,
    ]);
    const spoken = await pressAndHearSaved('Save My Preferences');
    expect(announcements(spoken)).toEqual([SAVED]);
    expect(itemsSpoken(spoken)).toEqual(['button, Cookie Preferences']);
  });
});
