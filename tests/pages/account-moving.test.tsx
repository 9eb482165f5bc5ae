import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MoveOut } from '@/lib/gateway/contract/move-out';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { createMoveOut, getMoveOut } from '@/lib/gateway/move-out';
import { makeAccountState } from '@/lib/gateway/testing/make-account-state';
import { makeRouter } from '@/tests/utils/make-router';
import { renderAccountScreen } from '@/tests/utils/render-account-screen';
import MovingHomeHelpPage from '@/pages/accounts/help/moving';
import MoveOutStatusPage from '@/pages/accounts/move-out/status';

vi.mock('next/router', () => ({
  useRouter: () => makeRouter({ pathname: '/accounts/help/moving' }),
}));
vi.mock('@/lib/gateway/move-out', () => ({ getMoveOut: vi.fn(), createMoveOut: vi.fn() }));

const TODAY = '2026-03-15';

const recorded: MoveOut = {
  id: 9,
  moveOutDate: '2026-04-30',
  forwardingAddress: { line1: '3 Pulteney Bridge', line2: null, town: 'Bath', postcode: 'BA2 4AT' },
  status: 'Received',
  createdAt: `${TODAY}T10:00:00.000Z`,
  progress: {
    finalReading: { dueOn: '2026-04-30', receivedOn: null },
    finalBill: { expectedBy: '2026-05-14', issuedOn: null },
    refund: { status: 'after-final-bill' },
  },
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T12:00:00Z`));
  vi.mocked(getMoveOut).mockReset().mockResolvedValue({ moveOut: null });
  vi.mocked(createMoveOut).mockReset().mockResolvedValue({ moveOut: recorded });
});
afterEach(() => {
  vi.useRealTimers();
});

async function fillInTheMove(user: ReturnType<typeof userEvent.setup>, date: string) {
  await user.type(await screen.findByLabelText('The day you move out'), date);
  await user.type(screen.getByLabelText('Address line 1'), '3 Pulteney Bridge');
  await user.type(screen.getByLabelText('Town or city'), 'Bath');
  await user.type(screen.getByLabelText('Postcode'), 'ba2 4at');
}

describe('Moving home', () => {
  it('takes the moving date and new address, then shows the move we have and the way to a quote', async () => {
    const user = userEvent.setup();
    let state = makeAccountState();
    await renderAccountScreen(<MovingHomeHelpPage />, () => state);
    await fillInTheMove(user, '2026-04-30');
    state = makeAccountState({ hasMoveOut: true });
    vi.mocked(getMoveOut).mockResolvedValue({ moveOut: recorded });
    await user.click(screen.getByRole('button', { name: 'Tell us you are moving' }));

    expect(createMoveOut).toHaveBeenCalledWith(
      1,
      {
        moveOutDate: '2026-04-30',
        forwardingAddress: { line1: '3 Pulteney Bridge', town: 'Bath', postcode: 'BA2 4AT' },
      },
      { idempotencyKey: expect.any(String) },
    );
    const move = await screen.findByRole('region', { name: 'We have your move' });
    expect(move).toHaveTextContent(
      'We stop supplying this home at the end of 30 April 2026. Your final bill goes to 3 Pulteney Bridge, BA2 4AT.',
    );
    expect(within(move).getByRole('link', { name: 'Follow your move' })).toHaveAttribute(
      'href',
      '/accounts/move-out/status',
    );
    expect(screen.getByRole('link', { name: 'Get a quote for BA2 4AT' })).toHaveAttribute(
      'href',
      '/energy/quote?postcode=BA2%204AT',
    );
  });

  it('refuses a date too far ahead beside the field, keeping what was typed', async () => {
    const user = userEvent.setup();
    await renderAccountScreen(<MovingHomeHelpPage />);
    await fillInTheMove(user, '2026-07-30');
    await user.click(screen.getByRole('button', { name: 'Tell us you are moving' }));
    expect(await screen.findByLabelText('The day you move out')).toHaveAccessibleDescription(
      /no more than 90 days before it/,
    );
    expect(screen.getByLabelText('Address line 1')).toHaveValue('3 Pulteney Bridge');
    expect(createMoveOut).not.toHaveBeenCalled();
  });

  it("shows the gateway's refusal and sends the same key again on a retry", async () => {
    const user = userEvent.setup();
    vi.mocked(createMoveOut)
      .mockRejectedValueOnce(new GatewayError('Something went wrong on our side.', 500))
      .mockResolvedValueOnce({ moveOut: recorded });
    await renderAccountScreen(<MovingHomeHelpPage />);
    await fillInTheMove(user, '2026-04-30');
    await user.click(screen.getByRole('button', { name: 'Tell us you are moving' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    await user.click(screen.getByRole('button', { name: 'Tell us you are moving' }));
    const [first, second] = vi.mocked(createMoveOut).mock.calls;
    expect(second?.[2].idempotencyKey).toBe(first?.[2].idempotencyKey);
  });
});

describe('Moving Home status', () => {
  it('lists the steps and reminds the customer to send the final reading online', async () => {
    vi.mocked(getMoveOut).mockResolvedValue({ moveOut: recorded });
    await renderAccountScreen(<MoveOutStatusPage />, makeAccountState({ hasMoveOut: true }));
    const steps = await screen.findByRole('region', { name: 'Your move' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^DoneMoving date confirmed/),
      expect.stringMatching(/^Coming upFinal meter readingDue on 30 April 2026/),
      expect.stringMatching(/^Coming upFinal billExpected by 14 May 2026/),
      expect.stringMatching(/^Coming upAny credit refunded/),
    ]);
    const reminder = screen.getByRole('region', { name: 'Your final meter reading' });
    expect(
      within(reminder).getByRole('link', { name: 'Send your readings on Meter Readings' }),
    ).toHaveAttribute('href', '/accounts/readings');
  });

  it('asks a restricted customer, who cannot send readings online, to call with them', async () => {
    vi.mocked(getMoveOut).mockResolvedValue({ moveOut: recorded });
    await renderAccountScreen(
      <MoveOutStatusPage />,
      makeAccountState({ hasMoveOut: true, accountRestricted: true }),
    );
    const reminder = await screen.findByRole('region', { name: 'Your final meter reading' });
    expect(reminder).toHaveTextContent('Call us on 0330 111 5050 with your readings');
  });

  it('says why, in words, to a customer who has not told us about a move', async () => {
    await renderAccountScreen(<MoveOutStatusPage />);
    expect(await screen.findByText('You have not told us you are moving home.')).toBeVisible();
  });
});
