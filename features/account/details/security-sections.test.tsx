import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  changePassword,
  endOtherSessions,
  endSession,
  listSecurityEvents,
  listSessions,
} from '@/lib/gateway/account-security';
import type { SignedInSession } from '@/lib/gateway/contract/account-security';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { makeRouter } from '@/tests/utils/make-router';
import { renderAccountScreen } from '@/tests/utils/render-account-screen';
import { makeSecurityEvent } from '@/tests/utils/security-events';
import { DetailsScreen } from './details-screen';

vi.mock('next/router', () => ({ useRouter: () => makeRouter({ pathname: '/accounts/edit' }) }));
vi.mock('@/lib/gateway/account-security', () => ({
  changePassword: vi.fn(),
  listSessions: vi.fn(),
  endSession: vi.fn(),
  endOtherSessions: vi.fn(),
  listSecurityEvents: vi.fn(),
}));

const THIS_LAPTOP: SignedInSession = {
  id: '0b6f3c9e-6a0e-4c55-9b1a-1f5d2c3e4a01',
  device: 'Firefox on Windows',
  signedInAt: '2026-03-15T09:00:00.000Z',
  lastActiveAt: '2026-03-15T10:00:00.000Z',
  current: true,
};
const PHONE: SignedInSession = {
  id: '7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6',
  device: 'Chrome on Android',
  signedInAt: '2026-03-01T18:30:00.000Z',
  lastActiveAt: '2026-03-14T07:45:00.000Z',
  current: false,
};
const TABLET: SignedInSession = {
  ...PHONE,
  id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  device: 'Safari on iPad',
};

const section = (name: string) => screen.findByRole('region', { name });

beforeEach(() => {
  vi.mocked(listSessions)
    .mockReset()
    .mockResolvedValue({ sessions: [THIS_LAPTOP, PHONE] });
  vi.mocked(changePassword).mockReset();
  vi.mocked(endSession).mockReset();
  vi.mocked(endOtherSessions).mockReset();
  vi.mocked(listSecurityEvents)
    .mockReset()
    .mockResolvedValue({ events: [makeSecurityEvent()] });
});

describe('Your password', () => {
  async function fillIn(current: string, password: string, again = password) {
    const panel = await section('Your password');
    await userEvent.type(await within(panel).findByLabelText('Current password'), current);
    await userEvent.type(within(panel).getByLabelText(/^New password/), password);
    await userEvent.type(within(panel).getByLabelText('Repeat the password'), again);
    await userEvent.click(within(panel).getByRole('button', { name: 'Change password' }));
    return panel;
  }

  it('changes it with the current one, says which devices were signed out, and lists the rest again', async () => {
    vi.mocked(changePassword).mockResolvedValue({ otherSessionsEnded: 2 });
    await renderAccountScreen(<DetailsScreen />);
    const panel = await fillIn('demo-password-2026', 'copper kettle meadow');

    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Your password has been changed. We have signed you out on 2 other devices. We have sent you an email to say so.',
    );
    expect(changePassword).toHaveBeenCalledWith({
      currentPassword: 'demo-password-2026',
      newPassword: 'copper kettle meadow',
    });
    expect(within(panel).getByLabelText('Current password')).toHaveValue('');
    await waitFor(() => expect(listSessions).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(listSecurityEvents).toHaveBeenCalledTimes(2));
  });

  it('asks for the same new password twice before sending', async () => {
    await renderAccountScreen(<DetailsScreen />);
    const panel = await fillIn('demo-password-2026', 'copper kettle meadow', 'copper kettle');
    expect(within(panel).getByLabelText('Repeat the password')).toHaveAccessibleDescription(
      'The two new passwords are not the same. Type it again',
    );
    expect(changePassword).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a wrong current password',
      'body.currentPassword',
      'Current password',
      'That is not your current password. Enter the password you use to log in.',
    ],
    [
      'a new password that is easy to guess',
      'body.newPassword',
      /^New password/,
      'This password is too easy to guess. It is a commonly used password. Try three random words, like “copper kettle meadow”.',
    ],
  ])('shows %s beside its field, keeping what was typed', async (_case, path, label, message) => {
    vi.mocked(changePassword).mockRejectedValue(
      new GatewayError(message, 422, { fields: [{ path, message }] }),
    );
    await renderAccountScreen(<DetailsScreen />);
    const panel = await fillIn('demo-password-2026', 'Password12345');
    const field = within(panel).getByLabelText(label);
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
    expect(within(panel).getByLabelText(/^New password/)).toHaveValue('Password12345');
  });
});

describe("Where you're signed in", () => {
  it('lists each device in words, this one marked, with when it logged in and was last used', async () => {
    await renderAccountScreen(<DetailsScreen />);
    const panel = await section("Where you're signed in");
    const [laptop, phone] = await within(panel).findAllByRole('listitem');
    expect(laptop).toHaveTextContent('Firefox on WindowsThis device');
    expect(laptop).toHaveTextContent(
      'Signed in 15 March 2026 at 09:00. Last active 15 March 2026 at 10:00.',
    );
    expect(within(laptop!).queryByRole('button')).toBeNull();
    expect(phone).toHaveTextContent('Chrome on Android');
    expect(
      within(phone!).getByRole('button', {
        name: 'Sign out Chrome on Android, signed in 1 March 2026 at 18:30',
      }),
    ).toBeVisible();
  });

  it('signs one device out and shows the list without it', async () => {
    vi.mocked(endSession).mockResolvedValue(undefined);
    await renderAccountScreen(<DetailsScreen />);
    const panel = await section("Where you're signed in");
    vi.mocked(listSessions).mockResolvedValue({ sessions: [THIS_LAPTOP] });
    await userEvent.click(await within(panel).findByRole('button', { name: /^Sign out Chrome/ }));

    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Signed out of Chrome on Android.',
    );
    expect(endSession).toHaveBeenCalledWith(PHONE.id);
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1));
    expect(
      within(panel).queryByRole('button', { name: 'Sign out of every other device' }),
    ).toBeNull();
  });

  it('signs every other device out at once', async () => {
    vi.mocked(listSessions).mockResolvedValue({ sessions: [THIS_LAPTOP, PHONE, TABLET] });
    vi.mocked(endOtherSessions).mockResolvedValue({ ended: 2 });
    await renderAccountScreen(<DetailsScreen />);
    const panel = await section("Where you're signed in");
    await userEvent.click(
      await within(panel).findByRole('button', { name: 'Sign out of every other device' }),
    );
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Signed out of 2 other devices.',
    );
  });

  it('says when a device could not be signed out', async () => {
    const gone = 'We could not find that device. It may have been signed out already.';
    vi.mocked(endSession).mockRejectedValue(new GatewayError(gone, 404));
    await renderAccountScreen(<DetailsScreen />);
    const panel = await section("Where you're signed in");
    await userEvent.click(await within(panel).findByRole('button', { name: /^Sign out Chrome/ }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(gone);
  });

  it('says when the list could not be loaded, and loads it again on request', async () => {
    vi.mocked(listSessions)
      .mockRejectedValueOnce(new GatewayError('Something went wrong on our side.', 500))
      .mockResolvedValue({ sessions: [THIS_LAPTOP] });
    await renderAccountScreen(<DetailsScreen />);
    const panel = await section("Where you're signed in");
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'We could not load the devices you are signed in on. Please try again.',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('Firefox on Windows')).toBeInTheDocument();
  });
});

describe('Recent security activity', () => {
  it("follows the devices signed in, listing the customer's events in words", async () => {
    await renderAccountScreen(<DetailsScreen />);
    const devices = await section("Where you're signed in");
    const panel = await section('Recent security activity');
    expect(devices.compareDocumentPosition(panel)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(await within(panel).findByRole('listitem')).toHaveTextContent(
      'Logged in on Chrome on Windows15 March 2026 at 09:00',
    );
  });
});
