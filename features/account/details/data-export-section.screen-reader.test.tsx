import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataExport } from '@/lib/gateway/contract/data-exports';
import { getDataExports, requestDataExport } from '@/lib/gateway/data-exports';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { makeDataExport } from '@/tests/utils/data-exports';
import { makeRouter } from '@/tests/utils/make-router';
import { hearAccountSection } from '@/tests/utils/hear-account-section';
import { readToEnd, spokenDuring, stopScreenReader } from '@/tests/utils/screen-reader';
import { DataExportSection } from './data-export-section';

vi.mock('next/router', () => ({ useRouter: () => makeRouter({ pathname: '/accounts/edit' }) }));
vi.mock('@/lib/gateway/data-exports', () => ({
  getDataExports: vi.fn(),
  requestDataExport: vi.fn(),
  downloadDataExport: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(getDataExports).mockReset().mockResolvedValue({ latest: null });
  vi.mocked(requestDataExport).mockReset();
});
afterEach(() => stopScreenReader());

const hearSection = () => hearAccountSection(<DataExportSection />, 'Your data', /Ask for a/);

describe('Your data, read by a screen reader', () => {
  it('reads what the copy holds, the email promise, the state and the one button, and nothing empty', async () => {
    vi.mocked(getDataExports).mockResolvedValue({ latest: makeDataExport() });
    await hearSection();
    expect(await readToEnd()).toEqual([
      'region, Your data',
      'heading, Your data, level 2',
      'paragraph',
      expect.stringMatching(/^Download a copy of everything we hold about you/),
      'end of paragraph',
      'paragraph',
      'We prepare it when you ask, which takes a few seconds, and email you at alex@example.com when it is ready. Only you can download it, while logged in, for 7 days.',
      'end of paragraph',
      'paragraph',
      'Your copy from 15 March 2026 at 10:00 is ready. You can download it until 22 March 2026 at 10:00.',
      'end of paragraph',
      'button, Download your data (zip, 20 KB)',
      'button, Ask for a new copy',
      'end of region, Your data',
      'end of document',
    ]);
  });

  it('says the copy is being prepared, then that it is ready', async () => {
    const user = userEvent.setup();
    let answer!: (made: DataExport) => void;
    vi.mocked(requestDataExport).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const panel = await hearSection();
    const ask = within(panel).getByRole('button', { name: 'Ask for a copy of your data' });
    expect(await spokenDuring(() => user.click(ask))).toEqual([
      'button, Ask for a copy of your data, busy, disabled',
      'polite: Preparing your copy…',
    ]);
    const ready = await spokenDuring(async () => {
      answer(makeDataExport());
      await within(panel).findByText('Your copy is ready to download. We have emailed you too.');
    });
    expect(ready).toEqual(['polite: Your copy is ready to download. We have emailed you too.']);
  });

  it('takes focus to what went wrong when the copy could not be prepared', async () => {
    const user = userEvent.setup();
    vi.mocked(requestDataExport).mockRejectedValue(
      new GatewayError('Something went wrong on our side. Please try again.', 500),
    );
    const panel = await hearSection();
    const ask = within(panel).getByRole('button', { name: 'Ask for a copy of your data' });
    const spoken = await spokenDuring(() => user.click(ask));
    expect(spoken.slice(-2)).toEqual([
      'assertive: Something went wrong on our side. Please try again.',
      'alert',
    ]);
    expect(within(panel).getByRole('alert')).toHaveFocus();
  });
});
