import { screen, within } from '@testing-library/react';
import { getAgreements, getBalance } from '@/lib/gateway/account';
import { getSwitchTracker } from '@/lib/gateway/switches';
import { makeAccountState } from '@/lib/gateway/testing/make-account-state';
import { makeBalance } from '@/tests/utils/account';
import { makeSwitchProgress } from '@/tests/utils/make-switch-progress';
import { renderAccountScreen } from '@/tests/utils/render-account-screen';
import { AccountHome } from '../account-home';

vi.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/accounts', asPath: '/accounts', isReady: true }),
}));
vi.mock('@/lib/gateway/account', () => ({ getBalance: vi.fn(), getAgreements: vi.fn() }));
vi.mock('@/lib/gateway/switches', () => ({ getSwitchTracker: vi.fn(), cancelSwitch: vi.fn() }));

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(getBalance).mockResolvedValue(makeBalance());
  vi.mocked(getAgreements).mockResolvedValue({ agreements: [] });
  vi.mocked(getSwitchTracker).mockResolvedValue({ progress: makeSwitchProgress() });
});

describe('Account Home and the switch tracker', () => {
  it('shows an account still being set up its switch, stage by stage', async () => {
    await renderAccountScreen(<AccountHome />, makeAccountState({ accountUnlocked: false }));
    const tracker = await screen.findByRole('region', { name: 'Your switch to So Energy' });
    expect(await within(tracker).findAllByRole('listitem')).toHaveLength(6);
    expect(within(tracker).getByRole('button', { name: 'Cancel my switch' })).toBeVisible();
  });

  it('shows an account already live no tracker, and asks for none', async () => {
    await renderAccountScreen(<AccountHome />, makeAccountState({ accountUnlocked: true }));
    await screen.findByRole('heading', { name: 'Manage your account' });
    expect(screen.queryByRole('region', { name: 'Your switch to So Energy' })).toBeNull();
    expect(getSwitchTracker).not.toHaveBeenCalled();
  });
});
