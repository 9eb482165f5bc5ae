import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  closeCookiePreferences,
  openCookiePreferences,
  useCookiePreferencesModal,
} from './preferences-store';

function Reader() {
  const { isOpen, close } = useCookiePreferencesModal();
  return isOpen ? (
    <button type="button" onClick={close}>
      Close preferences
    </button>
  ) : (
    <p>Preferences closed</p>
  );
}

describe('cookie preferences store', () => {
  afterEach(() => act(() => closeCookiePreferences()));

  it('starts closed', () => {
    render(<Reader />);
    expect(screen.getByText('Preferences closed')).toBeInTheDocument();
  });

  it('opens from anywhere and every reader sees it', () => {
    render(
      <>
        <Reader />
        <Reader />
      </>,
    );
    act(() => openCookiePreferences());
    expect(screen.getAllByRole('button', { name: 'Close preferences' })).toHaveLength(2);
  });

  it('closes through the hook', async () => {
    render(<Reader />);
    act(() => openCookiePreferences());
    await userEvent.click(screen.getByRole('button', { name: 'Close preferences' }));
    expect(screen.getByText('Preferences closed')).toBeInTheDocument();
  });
});
