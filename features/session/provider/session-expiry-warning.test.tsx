import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { HOUR } from '@/tests/utils/session';
import { SessionExpiryWarning } from './session-expiry-warning';

const MINUTE = 60 * 1000;
const START = Date.parse('2026-11-21T09:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});

afterEach(() => {
  vi.useRealTimers();
});

/** A page with a bill link, under a 2-hour session that "Stay logged in" renews for 2 hours. */
function renderWarning({ onLogOut = vi.fn() } = {}) {
  const onStay = vi.fn();
  function Page() {
    const [expiresAt, setExpiresAt] = useState(START + 2 * HOUR);
    return (
      <>
        <a href="#bill">Your November bill</a>
        <SessionExpiryWarning
          expiresAt={expiresAt}
          onStay={async () => {
            onStay();
            setExpiresAt(Date.now() + 2 * HOUR);
            return true;
          }}
          onLogOut={onLogOut}
        />
      </>
    );
  }
  render(<Page />);
  screen.getByRole('link', { name: 'Your November bill' }).focus();
  return { onStay, onLogOut, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const dialog = () => screen.queryByRole('dialog', { name: 'You will be logged out soon' });
const countdown = () => dialog()?.querySelector('strong')?.textContent;
const spokenTimeLeft = () => screen.getByRole('status').textContent;

describe('the session expiry warning', () => {
  it('opens 5 minutes before the session ends, described, with focus on Stay logged in', async () => {
    renderWarning();
    await advance(2 * HOUR - 5 * MINUTE - 1);
    expect(dialog()).not.toBeInTheDocument();

    await advance(1);
    expect(dialog()).toHaveAccessibleDescription(
      'To keep your account secure, we will log you out in 5 minutes.',
    );
    expect(screen.getByRole('button', { name: 'Stay logged in' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('counts down each second on screen, but tells screen readers only each minute', async () => {
    renderWarning();
    await advance(2 * HOUR - 5 * MINUTE);
    expect(countdown()).toBe('5:00');

    await advance(1000);
    expect(countdown()).toBe('4:59');
    expect(spokenTimeLeft()).toBe('To keep your account secure, we will log you out in 5 minutes.');

    await advance(59 * 1000);
    expect(countdown()).toBe('4:00');
    expect(spokenTimeLeft()).toBe('To keep your account secure, we will log you out in 4 minutes.');

    await advance(3 * MINUTE + 1000);
    expect(countdown()).toBe('0:59');
    expect(spokenTimeLeft()).toBe('To keep your account secure, we will log you out in 1 minute.');
  });

  it('Stay logged in renews the session, closes, and gives focus back where it was', async () => {
    const { onStay, user } = renderWarning();
    await advance(2 * HOUR - 3 * MINUTE);

    await user.click(screen.getByRole('button', { name: 'Stay logged in' }));

    expect(onStay).toHaveBeenCalledTimes(1);
    expect(dialog()).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your November bill' })).toHaveFocus();
    // Warned again 5 minutes before the renewed session ends.
    await advance(2 * HOUR - 5 * MINUTE);
    expect(dialog()).toBeInTheDocument();
  });

  it('Esc means stay logged in, never log out', async () => {
    const { onStay, onLogOut, user } = renderWarning();
    await advance(2 * HOUR - 3 * MINUTE);

    await user.keyboard('{Escape}');

    expect(onStay).toHaveBeenCalledTimes(1);
    expect(onLogOut).not.toHaveBeenCalled();
    expect(dialog()).not.toBeInTheDocument();
  });

  it('Log out logs out', async () => {
    const { onStay, onLogOut, user } = renderWarning();
    await advance(2 * HOUR - 3 * MINUTE);

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(onLogOut).toHaveBeenCalledTimes(1);
    expect(onStay).not.toHaveBeenCalled();
  });
});
