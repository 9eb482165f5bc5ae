import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { HOUR } from '@/tests/utils/session';
import {
  screenReader,
  spokenDuring,
  startScreenReader,
  stopScreenReader,
} from '@/tests/utils/screen-reader';
import { SessionExpiryWarning } from './session-expiry-warning';

const MINUTE = 60 * 1000;
const START = Date.parse('2026-11-21T09:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ now: START, shouldAdvanceTime: true });
});

afterEach(async () => {
  await stopScreenReader();
  vi.useRealTimers();
});

function Page() {
  const [expiresAt, setExpiresAt] = useState(START + 2 * HOUR);
  return (
    <main>
      <a href="#bill">Your November bill</a>
      <SessionExpiryWarning
        expiresAt={expiresAt}
        onStay={async () => {
          setExpiresAt(Date.now() + 2 * HOUR);
          return true;
        }}
        onLogOut={() => {}}
      />
    </main>
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the session expiry warning, with a screen reader', () => {
  it('Session warning: announced on opening with Stay logged in focused, then once a minute, and Stay logged in gives focus back', async () => {
    render(<Page />);
    await startScreenReader();
    // A keyboard user reading their bill, its link focused.
    await spokenDuring(() => screenReader.press('Tab'));

    expect(await spokenDuring(() => advance(2 * HOUR - 5 * MINUTE))).toEqual([
      'dialog, You will be logged out soon, To keep your account secure, we will log you out in 5 minutes., modal',
      'button, Stay logged in',
    ]);
    // The countdown on screen changes each second; a screen reader is not told each time.
    expect(await spokenDuring(() => advance(1000))).toEqual([]);
    expect(await spokenDuring(() => advance(59 * 1000))).toEqual([
      'polite: To keep your account secure, we will log you out in 4 minutes.',
    ]);

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    expect(
      await spokenDuring(async () => {
        await user.keyboard('{Enter}');
        await advance(0);
      }),
    ).toEqual(['link, Your November bill']);
  });
});
