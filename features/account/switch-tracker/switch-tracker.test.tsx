import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cancelSwitch, getSwitchTracker } from '@/lib/gateway/switches';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { makeSwitchProgress } from '@/tests/utils/make-switch-progress';
import { renderAccountScreen } from '@/tests/utils/render-account-screen';
import { CANCELLED_MESSAGE } from './cancel-switch';
import { SwitchTracker } from './switch-tracker';

vi.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/accounts', asPath: '/accounts', isReady: true }),
}));
vi.mock('@/lib/gateway/switches', () => ({ getSwitchTracker: vi.fn(), cancelSwitch: vi.fn() }));

const TOO_LATE =
  'Your cooling-off period ended on 29 March 2026, so the switch can no longer be cancelled online.';

async function showTracker(settingUp = true) {
  await renderAccountScreen(<SwitchTracker accountId={1} settingUp={settingUp} />);
}

const stages = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('SwitchTracker', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(getSwitchTracker).mockResolvedValue({ progress: makeSwitchProgress() });
  });

  it('lists the stages in order with their dates in words, the current one marked as the step', async () => {
    await showTracker();
    expect(await screen.findByRole('heading', { name: 'Your switch to So Energy' })).toBeVisible();
    await screen.findByRole('list');
    expect(stages()).toEqual([
      expect.stringMatching(/^DoneYou signed up15 March 2026/),
      expect.stringMatching(/^NowCooling-off period15 March 2026 to 29 March 2026/),
      expect.stringMatching(/^Coming upWe tell your current supplier30 March 2026/),
      expect.stringMatching(/^Coming upYour switch date7 April 2026/),
      expect.stringMatching(/^Coming upOpening meter readings4 April 2026 to 10 April 2026/),
      expect.stringMatching(/^Coming upYour first bill7 May 2026/),
    ]);
    const current = screen
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current'));
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute('aria-current', 'step');
    expect(current[0]).toHaveTextContent('Cooling-off period');
    expect(getSwitchTracker).toHaveBeenCalledWith(1);
  });

  it('asks nothing and shows nothing for an account already live', async () => {
    await showTracker(false);
    expect(screen.queryByRole('heading', { name: 'Your switch to So Energy' })).toBeNull();
    expect(getSwitchTracker).not.toHaveBeenCalled();
  });

  it('shows nothing for an account with no switch to follow', async () => {
    vi.mocked(getSwitchTracker).mockResolvedValue({ progress: null });
    await showTracker();
    await waitFor(() => expect(getSwitchTracker).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Your switch to So Energy' })).toBeNull(),
    );
  });

  it('holds its place while loading, then says why it could not load with Try again', async () => {
    vi.mocked(getSwitchTracker).mockRejectedValueOnce(
      new GatewayError('We could not load your switch. Please try again.', 503),
    );
    await showTracker();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your switch');
    expect(
      await screen.findByText('We could not load your switch. Please try again.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list')).toBeVisible();
  });

  it('prompts for the opening readings in their week, with the number to call them in', async () => {
    vi.mocked(getSwitchTracker).mockResolvedValue({
      progress: makeSwitchProgress('openingReading'),
    });
    await showTracker();
    const prompt = await screen.findByRole('heading', {
      name: 'Time to send your opening meter readings',
    });
    expect(prompt).toBeVisible();
    expect(
      screen.getByText(/read your meters from 4 April 2026 to 10 April 2026 and call us on/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: '0330 111 5050' })).toHaveAttribute(
      'href',
      'tel:03301115050',
    );
    expect(screen.queryByRole('button', { name: 'Cancel my switch' })).toBeNull();
  });

  it('has no readings prompt outside their week', async () => {
    await showTracker();
    await screen.findByRole('list');
    expect(
      screen.queryByRole('heading', { name: 'Time to send your opening meter readings' }),
    ).toBeNull();
  });

  it('cancels within cooling-off once confirmed in a dialog, then shows it cancelled', async () => {
    vi.mocked(cancelSwitch).mockResolvedValue({
      cancelledOn: '2026-03-16',
      cancelledAt: '2026-03-16T09:00:00.000Z',
    });
    await showTracker();
    expect(
      await screen.findByText(/cancel your switch at no cost until the end of 29 March 2026/),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel my switch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your switch to So Energy?' });
    vi.mocked(getSwitchTracker).mockResolvedValue({
      progress: makeSwitchProgress('coolingOff', { canCancel: false, cancelledOn: '2026-03-16' }),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel my switch' }));
    expect(await screen.findByText(/You cancelled your switch on 16 March 2026/)).toBeVisible();
    expect(screen.getByText(/We have emailed you to confirm it/)).toBeVisible();
    // The dialog may still be leaving (its motion) when the tracker has reloaded.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancelSwitch).toHaveBeenCalledTimes(1);
    expect(vi.mocked(cancelSwitch).mock.calls[0]?.[1]).toEqual({
      idempotencyKey: expect.any(String),
    });
    await waitFor(() =>
      expect(document.querySelector('[data-live-region="polite"]')).toHaveTextContent(
        CANCELLED_MESSAGE,
      ),
    );
  });

  it('keeps the dialog open with the refusal in words, and the same key for a retry', async () => {
    vi.mocked(cancelSwitch).mockRejectedValue(new GatewayError(TOO_LATE, 422));
    await showTracker();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel my switch' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Yes, cancel my switch' });
    await userEvent.click(confirm);
    expect(await within(dialog).findByText(TOO_LATE)).toBeVisible();
    await userEvent.click(confirm);
    await waitFor(() => expect(cancelSwitch).toHaveBeenCalledTimes(2));
    const [first, second] = vi.mocked(cancelSwitch).mock.calls;
    expect(second?.[1]).toEqual(first?.[1]);
    expect(getSwitchTracker).toHaveBeenCalledTimes(3);
  });
});
