import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiToken, listApiTokens, revokeApiToken } from '@/lib/gateway/api-tokens';
import type { ApiToken } from '@/lib/gateway/contract/api-tokens';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { makeRouter } from '@/tests/utils/make-router';
import { renderAccountScreen } from '@/tests/utils/render-account-screen';
import { ApiTokensSection } from './api-tokens-section';

vi.mock('next/router', () => ({ useRouter: () => makeRouter({ pathname: '/accounts/edit' }) }));
vi.mock('@/lib/gateway/api-tokens', () => ({
  listApiTokens: vi.fn(),
  createApiToken: vi.fn(),
  revokeApiToken: vi.fn(),
}));

const DASHBOARD: ApiToken = {
  id: 3,
  name: 'Home dashboard',
  createdAt: '2026-03-01T09:30:00.000Z',
  lastUsedAt: '2026-03-14T07:45:00.000Z',
};
const SPREADSHEET: ApiToken = {
  id: 4,
  name: 'Spreadsheet',
  createdAt: '2026-03-10T12:00:00.000Z',
  lastUsedAt: null,
};
const SECRET = `sopat_${'x'.repeat(43)}`;

beforeEach(() => {
  vi.mocked(listApiTokens)
    .mockReset()
    .mockResolvedValue({ tokens: [DASHBOARD, SPREADSHEET] });
  vi.mocked(createApiToken).mockReset();
  vi.mocked(revokeApiToken).mockReset();
});

async function shown() {
  await renderAccountScreen(<ApiTokensSection />);
  return screen.findByRole('region', { name: 'API tokens' });
}

describe('API tokens', () => {
  it('lists each token by name, when it was created and last used, or that it never was', async () => {
    const panel = await shown();
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Home dashboardCreated 1 March 2026 at 09:30. Last used 14 March 2026 at 07:45.Revoke Home dashboard',
      'SpreadsheetCreated 10 March 2026 at 12:00. Never used.Revoke Spreadsheet',
    ]);
  });

  it('says when there are none', async () => {
    vi.mocked(listApiTokens).mockResolvedValue({ tokens: [] });
    const panel = await shown();
    expect(await within(panel).findByText('You have no API tokens.')).toBeVisible();
  });

  it('says in words when the list cannot load, and tries again', async () => {
    vi.mocked(listApiTokens).mockRejectedValueOnce(new GatewayError('Server error', 500));
    const panel = await shown();
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'We could not load your API tokens. Please try again.',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(
      await within(panel).findByRole('button', { name: 'Revoke Home dashboard' }),
    ).toBeVisible();
  });

  it('needs a name, beside the field, before anything is sent', async () => {
    const panel = await shown();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Create token' }));
    const field = within(panel).getByLabelText('Token name');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Enter a name for the token'),
    );
    expect(createApiToken).not.toHaveBeenCalled();
  });

  it('creates a token and shows it once, with a copy button, then lists it', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const made = {
      id: 5,
      name: 'Grafana',
      createdAt: '2026-03-15T10:00:00.000Z',
      lastUsedAt: null,
    };
    vi.mocked(createApiToken).mockResolvedValue({ ...made, token: SECRET });
    const panel = await shown();
    vi.mocked(listApiTokens).mockResolvedValue({ tokens: [DASHBOARD, SPREADSHEET, made] });
    await user.type(await within(panel).findByLabelText('Token name'), 'Grafana');
    await user.click(within(panel).getByRole('button', { name: 'Create token' }));

    expect(createApiToken).toHaveBeenCalledWith({ name: 'Grafana' });
    const heading = await within(panel).findByRole('heading', { name: 'Your new token: Grafana' });
    expect(heading).toHaveFocus();
    expect(within(panel).getByText(SECRET)).toBeVisible();
    expect(within(panel).getByText(/we will not show it again/)).toBeVisible();
    expect(within(panel).queryByLabelText('Token name')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Copy token' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await within(panel).findByRole('status')).toHaveTextContent('Copied to your clipboard.');
    expect(await within(panel).findByRole('button', { name: 'Revoke Grafana' })).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'I have copied it' }));
    expect(within(panel).queryByText(SECRET)).toBeNull();
    expect(within(panel).getByLabelText('Token name')).toHaveValue('');
  });

  it("shows the gateway's refusal beside the name and keeps what was typed", async () => {
    vi.mocked(createApiToken).mockRejectedValue(
      new GatewayError('You already have a token with this name. Choose another.', 422, {
        fields: [
          {
            path: 'body.name',
            message: 'You already have a token with this name. Choose another.',
          },
        ],
      }),
    );
    const panel = await shown();
    const field = await within(panel).findByLabelText('Token name');
    await userEvent.type(field, 'Spreadsheet');
    await userEvent.click(within(panel).getByRole('button', { name: 'Create token' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('You already have a token with this name.'),
      ),
    );
    expect(field).toHaveValue('Spreadsheet');
  });

  it('revokes a token once confirmed, says so and lists the rest; Keep it sends nothing', async () => {
    const user = userEvent.setup();
    vi.mocked(revokeApiToken).mockResolvedValue(undefined);
    const panel = await shown();
    await user.click(await within(panel).findByRole('button', { name: 'Revoke Spreadsheet' }));
    await user.click(await screen.findByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(revokeApiToken).not.toHaveBeenCalled();

    await user.click(within(panel).getByRole('button', { name: 'Revoke Spreadsheet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Spreadsheet?' });
    expect(dialog).toHaveTextContent('Anything that uses this token stops working straight away.');
    vi.mocked(listApiTokens).mockResolvedValue({ tokens: [DASHBOARD] });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    expect(revokeApiToken).toHaveBeenCalledWith(4);
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Revoked Spreadsheet. It no longer works.',
    );
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: 'Revoke Spreadsheet' })).toBeNull(),
    );
  });

  it('keeps the dialog open with the reason when revoking fails', async () => {
    vi.mocked(revokeApiToken).mockRejectedValue(
      new GatewayError('Something went wrong on our side. Please try again.', 500),
    );
    const panel = await shown();
    await userEvent.click(
      await within(panel).findByRole('button', { name: 'Revoke Home dashboard' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Home dashboard?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
  });
});
