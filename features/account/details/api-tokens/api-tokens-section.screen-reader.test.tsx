import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiToken, listApiTokens, revokeApiToken } from '@/lib/gateway/api-tokens';
import { makeRouter } from '@/tests/utils/make-router';
import { hearAccountSection } from '@/tests/utils/hear-account-section';
import { readToEnd, spokenDuring, stopScreenReader } from '@/tests/utils/screen-reader';
import { ApiTokensSection } from './api-tokens-section';
import { NOT_SHOWN_AGAIN } from './created-token';

vi.mock('next/router', () => ({ useRouter: () => makeRouter({ pathname: '/accounts/edit' }) }));
vi.mock('@/lib/gateway/api-tokens', () => ({
  listApiTokens: vi.fn(),
  createApiToken: vi.fn(),
  revokeApiToken: vi.fn(),
}));

const DASHBOARD = {
  id: 3,
  name: 'Home dashboard',
  createdAt: '2026-03-01T09:30:00.000Z',
  lastUsedAt: null,
};
const SECRET = `sopat_${'x'.repeat(43)}`;

beforeEach(() => {
  vi.mocked(listApiTokens)
    .mockReset()
    .mockResolvedValue({ tokens: [DASHBOARD] });
  vi.mocked(createApiToken).mockReset();
  vi.mocked(revokeApiToken).mockReset();
});
afterEach(() => stopScreenReader());

const hearSection = () =>
  hearAccountSection(<ApiTokensSection />, 'API tokens', 'Revoke Home dashboard');

describe('API tokens, read by a screen reader', () => {
  it('reads what a token is for, each token with its dates and Revoke, then the form', async () => {
    await hearSection();
    expect(await readToEnd()).toEqual([
      'region, API tokens',
      'heading, API tokens, level 2',
      'paragraph',
      "A token lets an app or script of yours read your accounts' usage, meter readings and bills through our API, without your password. It cannot change anything. See",
      "link, the API's description",
      'for how to use one.',
      'end of paragraph',
      'list',
      'listitem, level 1, position 1, set size 1',
      'paragraph',
      'Home dashboard',
      'end of paragraph',
      'paragraph',
      'Created',
      '1 March 2026 at 09:30',
      '.',
      'Never used.',
      'end of paragraph',
      'button, Revoke Home dashboard',
      'Revoke',
      'Home dashboard',
      'end of button, Revoke Home dashboard',
      'end of listitem, level 1, position 1, set size 1',
      'end of list',
      'form',
      'heading, Create a token, level 3',
      'textbox, Token name, So you can tell your tokens apart, such as the app or script that uses it., placeholder  ',
      'Token name',
      'paragraph',
      'So you can tell your tokens apart, such as the app or script that uses it.',
      'end of paragraph',
      'button, Create token',
      'end of form',
      'end of region, API tokens',
      'end of document',
    ]);
  });

  it('brings the reader to the new token, and says when it is copied', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    vi.mocked(createApiToken).mockResolvedValue({
      ...DASHBOARD,
      id: 4,
      name: 'Grafana',
      token: SECRET,
    });
    const panel = await hearSection();
    await user.type(within(panel).getByLabelText('Token name'), 'Grafana');
    const created = await spokenDuring(() =>
      user.click(within(panel).getByRole('button', { name: 'Create token' })),
    );
    expect(created).toEqual([
      'button, Create token, busy, disabled',
      'heading, Your new token: Grafana, level 3',
    ]);
    expect((await readToEnd()).slice(0, 8)).toEqual([
      'Your new token:',
      'Grafana',
      'end of heading, Your new token: Grafana, level 3',
      'paragraph',
      NOT_SHOWN_AGAIN,
      'end of paragraph',
      'code',
      SECRET,
    ]);
    const copied = await spokenDuring(() =>
      user.click(within(panel).getByRole('button', { name: 'Copy token' })),
    );
    expect(copied).toEqual(['button, Copy token', 'polite: Copied to your clipboard.']);
  });
});
