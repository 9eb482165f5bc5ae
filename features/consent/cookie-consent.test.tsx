import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { renderConsentPage } from '@/tests/utils/consent-page';
import { clearAllCookies } from '@/tests/utils/cookies';
import { CookieConsent } from './cookie-consent';
import { encodePreferences, allAccepted, defaultPreferences } from './preferences';
import { closeCookiePreferences } from './preferences-store';
import { reloadPage } from './reload-page';

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

function savedCookie(): unknown {
  const value = document.cookie.match(/(?:^|; )cookie-preferences=([^;]*)/)?.[1];
  return value === undefined ? undefined : JSON.parse(decodeURIComponent(value));
}

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });
const dialog = () => screen.getByRole('dialog', { name: 'Cookie preferences' });
const switchFor = (name: string) => within(dialog()).getByRole('switch', { name });

/** jsdom lays nothing out, so it has no ResizeObserver: this one reports once, on observe. */
class ImmediateResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    this.callback();
  }
  disconnect() {}
}

describe('cookie consent', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', ImmediateResizeObserver);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => closeCookiePreferences());
    clearAllCookies();
    delete window.dataLayer;
    vi.mocked(reloadPage).mockClear();
  });

  it('shows the banner while nothing is saved', () => {
    renderConsentPage();
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read our cookie policy' })).toHaveAttribute(
      'href',
      '/cookies',
    );
  });

  it('keeps the end of the page clear of the banner while it shows', async () => {
    renderConsentPage();
    const root = document.documentElement;
    expect(root.style.getPropertyValue('--cookie-banner-height')).toBe('0px');
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(root.style.getPropertyValue('--cookie-banner-height')).toBe('');
  });

  // Static pages cannot see the cookie: every one carries the banner, painted with the page, and
  // the head script hides it for a saved choice (consent-mode-script.ts).
  it('is in the page as the server renders it, whatever is saved', () => {
    document.cookie = `cookie-preferences=${encodeURIComponent(encodePreferences(allAccepted))}; path=/`;
    const html = renderToString(<CookieConsent />);
    expect(html).toContain('aria-label="Cookie consent"');
    expect(html).toContain('Accept All');
  });

  it('shows no banner once a choice is saved', () => {
    document.cookie = `cookie-preferences=${encodeURIComponent(encodePreferences(defaultPreferences))}; path=/`;
    renderConsentPage();
    expect(banner()).not.toBeInTheDocument();
  });

  it('Accept All saves every category, tells the tags and moves focus to the content', async () => {
    renderConsentPage();
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));

    expect(banner()).not.toBeInTheDocument();
    expect(savedCookie()).toEqual([
      { id: 'necessary', value: true },
      { id: 'performance', value: true },
      { id: 'functional', value: true },
      { id: 'advertising', value: true },
    ]);
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'cookie_consent_update' }),
    );
    expect(screen.getByRole('main')).toHaveFocus();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('manages preferences: necessary locked on, the rest off until switched on', async () => {
    renderConsentPage();
    await userEvent.click(screen.getByRole('button', { name: 'Manage Preferences' }));
    // Its code downloads apart from the page's, once the page is idle or at the click.
    await screen.findByRole('dialog');

    const necessary = switchFor('Strictly necessary cookies');
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(necessary).toHaveAccessibleDescription(/always on/);
    expect(switchFor('Performance cookies')).not.toBeChecked();
    expect(switchFor('Functional cookies')).not.toBeChecked();
    expect(switchFor('Advertising cookies')).not.toBeChecked();
    expect(switchFor('Performance cookies')).toHaveFocus();

    await userEvent.click(switchFor('Functional cookies'));
    await userEvent.click(screen.getByRole('button', { name: 'Save My Preferences' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
    expect(savedCookie()).toEqual([
      { id: 'necessary', value: true },
      { id: 'performance', value: false },
      { id: 'functional', value: true },
      { id: 'advertising', value: false },
    ]);
    expect(screen.getByRole('main')).toHaveFocus();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('Cancel saves nothing and keeps the banner', async () => {
    renderConsentPage();
    await userEvent.click(screen.getByRole('button', { name: 'Manage Preferences' }));
    await userEvent.click(switchFor('Advertising cookies'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(savedCookie()).toBeUndefined();
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage Preferences' })).toHaveFocus();
  });

  it('reopens with the saved choice and reloads when a category is turned off', async () => {
    document.cookie = `cookie-preferences=${encodeURIComponent(encodePreferences(allAccepted))}; path=/`;
    renderConsentPage();
    await userEvent.click(screen.getByRole('button', { name: 'Cookie Preferences' }));

    expect(switchFor('Performance cookies')).toBeChecked();
    expect(switchFor('Advertising cookies')).toBeChecked();
    await userEvent.click(switchFor('Performance cookies'));
    await userEvent.click(screen.getByRole('button', { name: 'Save My Preferences' }));

    expect(savedCookie()).toContainEqual({ id: 'performance', value: false });
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('reloads when a saved choice allows more but leaves a category off (SPEC §4)', async () => {
    document.cookie = `cookie-preferences=${encodeURIComponent(encodePreferences(defaultPreferences))}; path=/`;
    renderConsentPage();
    await userEvent.click(screen.getByRole('button', { name: 'Cookie Preferences' }));
    await userEvent.click(switchFor('Performance cookies'));
    await userEvent.click(screen.getByRole('button', { name: 'Save My Preferences' }));

    expect(savedCookie()).toContainEqual({ id: 'performance', value: true });
    expect(reloadPage).toHaveBeenCalled();
  });

  it('does not reload when a saved choice now allows everything', async () => {
    document.cookie = `cookie-preferences=${encodeURIComponent(encodePreferences(defaultPreferences))}; path=/`;
    renderConsentPage();
    await userEvent.click(screen.getByRole('button', { name: 'Cookie Preferences' }));
    for (const category of ['Performance cookies', 'Functional cookies', 'Advertising cookies']) {
      await userEvent.click(switchFor(category));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save My Preferences' }));

    expect(savedCookie()).toContainEqual({ id: 'advertising', value: true });
    expect(reloadPage).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cookie Preferences' })).toHaveFocus();
  });
});
