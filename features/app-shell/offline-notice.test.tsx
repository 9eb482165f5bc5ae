import { act, render, screen } from '@testing-library/react';
import {
  BACK_ONLINE_MESSAGE,
  OFFLINE_MESSAGE,
  OfflineNotice,
  SERVERS_UNREACHABLE_MESSAGE,
  STILL_SIGNED_IN_MESSAGE,
} from './offline-notice';

let online = true;

function goOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('OfflineNotice', () => {
  it('says nothing while the browser is online', () => {
    render(<OfflineNotice />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('announces a lost connection until it comes back, then says so for a few seconds', () => {
    vi.useFakeTimers();
    render(<OfflineNotice />);

    goOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);

    goOnline(true);
    expect(screen.getByRole('status')).toHaveTextContent(BACK_ONLINE_MESSAGE);

    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the notice at once on a page opened while offline', () => {
    online = false;
    render(<OfflineNotice />);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);
  });

  it('tells a customer whose session could not be renewed offline that they are still signed in', () => {
    online = false;
    const { rerender } = render(<OfflineNotice sessionKept />);
    expect(screen.getByRole('status')).toHaveTextContent(
      `${OFFLINE_MESSAGE} ${STILL_SIGNED_IN_MESSAGE}`,
    );

    goOnline(true);
    expect(screen.getByRole('status')).toHaveTextContent(SERVERS_UNREACHABLE_MESSAGE);

    rerender(<OfflineNotice sessionKept={false} />);
    expect(screen.getByRole('status')).toHaveTextContent(BACK_ONLINE_MESSAGE);
  });

  it('says the servers cannot be reached, still signed in, when the browser thinks it is online', () => {
    render(<OfflineNotice sessionKept />);
    expect(screen.getByRole('status')).toHaveTextContent(SERVERS_UNREACHABLE_MESSAGE);
  });
});
