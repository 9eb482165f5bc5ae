import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listSecurityEvents } from '@/lib/gateway/account-security';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { FreshSwrCache } from '@/tests/utils/fresh-swr-cache';
import { makeSecurityEvent } from '@/tests/utils/security-events';
import { SecurityActivity } from './security-activity';

vi.mock('@/lib/gateway/account-security', () => ({ listSecurityEvents: vi.fn() }));

const renderActivity = () => render(<SecurityActivity />, { wrapper: FreshSwrCache });
const panel = () => screen.getByRole('region', { name: 'Recent security activity' });

beforeEach(() => {
  vi.mocked(listSecurityEvents).mockReset();
});

describe('Recent security activity', () => {
  it('keeps its place while the events load, saying it is busy', async () => {
    vi.mocked(listSecurityEvents).mockReturnValue(new Promise(() => {}));
    renderActivity();
    expect(panel()).toHaveAttribute('aria-busy', 'true');
    expect(within(panel()).queryByRole('list')).toBeNull();
    expect(within(panel()).queryByRole('alert')).toBeNull();
  });

  it('says so when there is nothing yet', async () => {
    vi.mocked(listSecurityEvents).mockResolvedValue({ events: [] });
    renderActivity();
    expect(await within(panel()).findByText('Nothing yet.')).toBeVisible();
    expect(panel()).not.toHaveAttribute('aria-busy');
  });

  it('lists each event in words, newest first, with when it happened in UK time', async () => {
    vi.mocked(listSecurityEvents).mockResolvedValue({
      events: [
        makeSecurityEvent({
          id: 3,
          kind: 'staff-read',
          occurredAt: '2026-07-01T08:30:00.000Z',
          device: null,
          detail: '40318275',
        }),
        makeSecurityEvent({
          id: 2,
          kind: 'password-changed',
          occurredAt: '2026-03-15T10:05:00.000Z',
          device: 'Firefox on Android',
        }),
        makeSecurityEvent({ id: 1, kind: 'failed-login', device: 'Safari on iPhone' }),
      ],
    });
    renderActivity();
    const list = await within(panel()).findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      // 08:30 UTC is 09:30 in British Summer Time.
      'So Energy staff viewed your account 403182751 July 2026 at 09:30',
      'Password changed15 March 2026 at 10:05, Firefox on Android',
      'Wrong password entered on Safari on iPhone15 March 2026 at 09:00',
    ]);
    expect(within(items[0]!).getByText('1 July 2026 at 09:30')).toHaveAttribute(
      'datetime',
      '2026-07-01T08:30:00.000Z',
    );
  });

  it('says when the events could not be loaded, and loads them again on request', async () => {
    vi.mocked(listSecurityEvents)
      .mockRejectedValueOnce(new GatewayError('Something went wrong on our side.', 500))
      .mockResolvedValue({ events: [makeSecurityEvent()] });
    renderActivity();
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      'We could not load your recent security activity. Please try again.',
    );
    await userEvent.click(within(panel()).getByRole('button', { name: 'Try again' }));
    expect(await within(panel()).findByText('Logged in on Chrome on Windows')).toBeVisible();
    expect(within(panel()).queryByRole('alert')).toBeNull();
  });
});
