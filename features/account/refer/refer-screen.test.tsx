import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Referral, Referrals } from '@/lib/gateway/contract/referrals';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { getReferrals } from '@/lib/gateway/referrals';
import { makeRouter } from '@/tests/utils/make-router';
import { findLoadedRegion } from '@/tests/utils/loaded-region';
import { renderAccountScreen } from '@/tests/utils/render-account-screen';
import { ReferScreen } from './refer-screen';

vi.mock('next/router', () => ({ useRouter: () => makeRouter({ pathname: '/accounts/refer' }) }));
vi.mock('@/lib/gateway/referrals', () => ({ getReferrals: vi.fn() }));

const referral = (overrides: Partial<Referral>): Referral => ({
  id: 1,
  friendFirstName: 'Hannah',
  status: 'Completed',
  referredOn: '2026-02-24',
  creditPence: 5_000,
  ...overrides,
});

/** Alex's referrals as the gateway sends them: two friends switched, one switching. */
const makeReferrals = (overrides: Partial<Referrals> = {}): Referrals => ({
  code: 'ALEX-M7Q2',
  rewardPence: 5_000,
  count: 3,
  creditEarnedPence: 10_000,
  referrals: [
    referral({
      id: 3,
      friendFirstName: 'Ollie',
      status: 'Pending',
      referredOn: '2026-11-18',
      creditPence: 0,
    }),
    referral({ id: 2, friendFirstName: 'Tom', referredOn: '2026-07-24' }),
    referral({ id: 1, friendFirstName: 'Hannah', referredOn: '2026-02-24' }),
  ],
  ...overrides,
});

const link = () => `${window.location.origin}/r/ALEX-M7Q2`;
const linkSection = () => findLoadedRegion('Your referral link');

async function renderScreen() {
  // user-event puts a clipboard of its own on navigator, so it is set up before the screen.
  const user = userEvent.setup();
  await renderAccountScreen(<ReferScreen accountId={1} />);
  return user;
}

beforeEach(() => {
  vi.mocked(getReferrals).mockReset().mockResolvedValue(makeReferrals());
});

describe('Refer a Friend', () => {
  it("shows the customer's own link and what each side earns, with the terms", async () => {
    await renderScreen();
    const section = await linkSection();
    expect(within(section).getByText(link())).toBeVisible();
    expect(section).toHaveTextContent(
      "When a friend switches to So Energy with your link, you'll both get £50 credit on your energy account.",
    );
    expect(
      within(section).getByRole('link', { name: 'Read the Refer a Friend terms' }),
    ).toHaveAttribute('href', '/refer-terms');
    expect(getReferrals).toHaveBeenCalledWith(1);
  });

  it('copies the link and says so', async () => {
    const user = await renderScreen();
    const section = await linkSection();
    await user.click(within(section).getByRole('button', { name: 'Copy link' }));

    expect(await within(section).findByRole('status')).toHaveTextContent('Link copied');
    expect(await navigator.clipboard.readText()).toBe(link());
  });

  it('says in words when the browser refuses the clipboard', async () => {
    const user = await renderScreen();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );
    const section = await linkSection();
    await user.click(within(section).getByRole('button', { name: 'Copy link' }));

    expect(await within(section).findByText(/^We couldn't copy your link/)).toBeVisible();
    expect(within(section).getByRole('status')).not.toHaveTextContent('Link copied');
  });

  describe('where the device can share', () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>();
    beforeEach(() => {
      share.mockReset().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    });
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'share');
    });

    it('shares the link with the reward in pounds', async () => {
      const user = await renderScreen();
      const section = await linkSection();
      await user.click(within(section).getByRole('button', { name: 'Share' }));

      expect(share).toHaveBeenCalledWith({
        title: 'Switch to So Energy',
        text: "Switch to So Energy with my link and we'll both get £50 credit.",
        url: link(),
      });
    });

    it('says nothing when the customer closes the share sheet, and explains a real failure', async () => {
      const user = await renderScreen();
      const section = await linkSection();
      share.mockRejectedValueOnce(new DOMException('Share canceled.', 'AbortError'));
      await user.click(within(section).getByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledTimes(1);
      expect(within(section).getByRole('status')).toBeEmptyDOMElement();

      share.mockRejectedValueOnce(new DOMException('Sharing is not allowed.', 'NotAllowedError'));
      await user.click(within(section).getByRole('button', { name: 'Share' }));
      expect(await within(section).findByRole('status')).toHaveTextContent(
        "We couldn't open sharing on this device. Copy your link instead.",
      );
    });
  });

  it('offers no Share button where the device cannot share', async () => {
    await renderScreen();
    const section = await linkSection();
    expect(within(section).getByRole('button', { name: 'Copy link' })).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('lists each friend with the date, where their switch is and the credit, and the totals', async () => {
    await renderScreen();
    const section = await findLoadedRegion("Friends you've referred");
    const table = await within(section).findByRole('table', { name: /Friends who used your link/ });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Ollie', '18 November 2026', 'Switching', 'Not yet'],
      ['Tom', '24 July 2026', 'Switched', '£50.00'],
      ['Hannah', '24 February 2026', 'Switched', '£50.00'],
    ]);
    const totals = Object.fromEntries(
      within(section)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(totals).toEqual({ 'Friends referred': '3', 'Credit earned': '£100.00' });
  });

  it('says so in words when nobody has been referred yet', async () => {
    vi.mocked(getReferrals).mockResolvedValue(
      makeReferrals({ count: 0, creditEarnedPence: 0, referrals: [] }),
    );
    await renderScreen();
    const section = await findLoadedRegion("Friends you've referred");
    expect(await within(section).findByText(/^You haven't referred anyone yet/)).toBeVisible();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    expect(within(await linkSection()).getByText(link())).toBeVisible();
  });

  it('holds the place of both sections while the referrals load', async () => {
    vi.mocked(getReferrals).mockReturnValue(new Promise(() => {}));
    await renderScreen();
    for (const [name, loading] of [
      ['Your referral link', 'Loading your referral link'],
      ["Friends you've referred", 'Loading your referrals'],
    ] as const) {
      const section = screen.getByRole('region', { name });
      expect(section).toHaveAttribute('aria-busy', 'true');
      expect(within(section).getByRole('status')).toHaveTextContent(loading);
    }
    expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
  });

  it('says when the referrals cannot be loaded and tries again', async () => {
    vi.mocked(getReferrals).mockRejectedValueOnce(
      new GatewayError('Something went wrong on our side. Please try again in a few minutes.', 500),
    );
    const user = await renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your referrals. Something went wrong on our side. Please try again in a few minutes.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(link())).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
