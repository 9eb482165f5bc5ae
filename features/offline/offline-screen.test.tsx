import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  forgetReading,
  keepReading,
  keptReadingsOf,
  markRefused,
} from '@/features/account/readings/offline/kept-readings';
import { OfflineScreen } from './offline-screen';

const submission = (value: number) => ({
  meterPointId: 1,
  readOn: '2026-11-24',
  readings: [{ registerId: 1, value }],
});

beforeEach(() => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
});
afterEach(async () => {
  vi.restoreAllMocks();
  for (const account of [1, 2])
    for (const kept of await keptReadingsOf(account)) await forgetReading(kept);
});

describe('the offline page', () => {
  it('says the customer is offline, what works without a signal, and offers to try again', async () => {
    render(<OfflineScreen />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('You’re offline');
    expect(
      within(screen.getByRole('region', { name: 'What works without a signal' })).getByText(
        /you can still give us a meter reading there as usual/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(
      await screen.findByText('No meter readings are waiting to send from this device.'),
    ).toBeInTheDocument();
  });

  it("lists every account's readings waiting on this device", async () => {
    await keepReading(1, submission(22_150), 'key-a', new Date('2026-11-24T10:00:00Z'));
    await keepReading(2, submission(4_321), 'key-b', new Date('2026-11-24T11:00:00Z'));
    render(<OfflineScreen />);
    const kept = await screen.findByRole('region', { name: 'Kept on this device' });
    const items = within(kept).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Waiting to send: 22,150 on 24 November 2026'),
      expect.stringContaining('Waiting to send: 4,321 on 24 November 2026'),
    ]);
  });

  it('shows a reading refused on arrival beside those waiting', async () => {
    await keepReading(1, submission(22_150), 'key-a', new Date('2026-11-24T10:00:00Z'));
    await keepReading(1, submission(22_151), 'key-c', new Date('2026-11-24T10:05:00Z'));
    const [, second] = await keptReadingsOf(1);
    await markRefused(second!, 'We already have a reading for 24 November 2026.');
    render(<OfflineScreen />);
    const kept = await screen.findByRole('region', { name: 'Kept on this device' });
    expect(within(kept).getByText(/22,150 on 24 November 2026/)).toBeInTheDocument();
    expect(within(kept).getByText(/We already have a reading/)).toBeInTheDocument();
  });

  it('loads the page again when Try again is pressed', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      pathname: '/offline',
      search: '',
      reload,
    });
    render(<OfflineScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
