import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KeptReading } from './kept-readings';
import { KeptReadingList } from './kept-reading-list';

const reading = (refusal: string | null, idempotencyKey = 'key-1'): KeptReading => ({
  accountId: 3,
  idempotencyKey,
  keptAt: '2026-11-24T09:00:00.000Z',
  submission: {
    meterPointId: 1,
    readOn: '2026-11-24',
    readings: [{ registerId: 1, value: 22150 }],
  },
  refusal,
});
const WAITING = reading(null);
const REFUSED = reading('We already have a reading for 24 November 2026.', 'key-2');
const BUTTON = { name: "Tell me if a reading isn't taken" };

let permission: NotificationPermission = 'default';
const requestPermission = vi.fn<() => Promise<NotificationPermission>>();
beforeEach(() => {
  permission = 'default';
  requestPermission.mockReset();
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission,
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderList = (kept: KeptReading[]) =>
  render(<KeptReadingList meter={null} kept={kept} sent={[]} />);
const keptRegion = () => screen.getByRole('region', { name: 'Kept on this device' });

describe('the offer to be told of a kept reading that is not taken', () => {
  it('asks the browser once clicked, and once allowed says so and goes', async () => {
    const user = userEvent.setup();
    requestPermission.mockImplementation(async () => (permission = 'granted'));
    renderList([WAITING]);

    await user.click(within(keptRegion()).getByRole('button', BUTTON));

    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(await within(keptRegion()).findByRole('status')).toHaveTextContent(
      "We'll tell you with a notification on this device if a reading kept here isn't taken.",
    );
    expect(screen.queryByRole('button', BUTTON)).toBe(null);
  });

  it('explains a refusal in words', async () => {
    const user = userEvent.setup();
    requestPermission.mockImplementation(async () => (permission = 'denied'));
    renderList([WAITING]);

    await user.click(screen.getByRole('button', BUTTON));

    expect(await within(keptRegion()).findByRole('status')).toHaveTextContent(
      "Notifications from us are blocked in your browser's settings, so we can't tell you. Come back to this page once you have a signal to see whether your reading was taken.",
    );
    expect(screen.queryByRole('button', BUTTON)).toBe(null);
  });

  it('stays while the customer closed the browser’s question without answering', async () => {
    const user = userEvent.setup();
    requestPermission.mockResolvedValue('default');
    renderList([WAITING]);
    await user.click(screen.getByRole('button', BUTTON));
    expect(await screen.findByRole('button', BUTTON)).toBeEnabled();
    expect(within(keptRegion()).queryByRole('status')).toBe(null);
  });

  it('is offered only while readings wait and the browser has not been asked', () => {
    const { unmount } = renderList([REFUSED]);
    expect(screen.queryByRole('button', BUTTON)).toBe(null);
    unmount();

    for (const answered of ['granted', 'denied'] as const) {
      permission = answered;
      const list = renderList([WAITING, REFUSED]);
      expect(screen.queryByRole('button', BUTTON)).toBe(null);
      list.unmount();
    }

    vi.unstubAllGlobals();
    renderList([WAITING]);
    expect(screen.queryByRole('button', BUTTON)).toBe(null);
    expect(keptRegion()).toHaveTextContent('Waiting to send: 22,150 on 24 November 2026.');
  });

  it('goes from every meter’s list at one answer', async () => {
    const user = userEvent.setup();
    requestPermission.mockImplementation(async () => (permission = 'granted'));
    render(
      <>
        <KeptReadingList meter={null} kept={[WAITING]} sent={[]} />
        <KeptReadingList meter={null} kept={[reading(null, 'key-3')]} sent={[]} />
      </>,
    );
    const buttons = screen.getAllByRole('button', BUTTON);
    expect(buttons).toHaveLength(2);
    await user.click(buttons[0]!);
    await vi.waitFor(() => expect(screen.queryAllByRole('button', BUTTON)).toEqual([]));
  });
});
