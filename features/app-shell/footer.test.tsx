import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeCookiePreferences, useCookiePreferencesModal } from '@/features/consent';
import { makeNavigation } from '@/tests/utils/navigation';
import { Footer } from './footer';

function PreferencesState() {
  const { isOpen } = useCookiePreferencesModal();
  return <p>{isOpen ? 'Preferences open' : 'Preferences closed'}</p>;
}

describe('Footer', () => {
  afterEach(() => act(() => closeCookiePreferences()));

  it('lists the footer links of the navigation story', () => {
    render(<Footer items={makeNavigation().footer} />);
    const nav = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(nav.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
    expect(nav.getByRole('link', { name: 'Modern slavery statement' })).toHaveAttribute(
      'href',
      '/modern-slavery-statement',
    );
    expect(nav.getByRole('link', { name: 'Careers' })).toHaveAttribute(
      'href',
      'https://careers.so.energy',
    );
    expect(nav.getAllByRole('link')).toHaveLength(10);
  });

  it('opens the cookie preferences from Cookie Preferences', async () => {
    render(
      <>
        <Footer />
        <PreferencesState />
      </>,
    );
    expect(screen.getByText('Preferences closed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cookie Preferences' }));
    expect(screen.getByText('Preferences open')).toBeInTheDocument();
  });
});
