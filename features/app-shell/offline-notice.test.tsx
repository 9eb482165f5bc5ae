import { act, render, screen } from '@testing-library/react';
import { BACK_ONLINE_MESSAGE, OFFLINE_MESSAGE, OfflineNotice } from './offline-notice';

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
});
