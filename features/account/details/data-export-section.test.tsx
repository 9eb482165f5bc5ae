import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strFromU8, unzipSync } from 'fflate';
import { downloadDataExport, getDataExports, requestDataExport } from '@/lib/gateway/data-exports';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { saveFile } from '@/lib/save-file';
import { makeDataExport, makeDataExportArchive } from '@/tests/utils/data-exports';
import { makeRouter } from '@/tests/utils/make-router';
import { renderAccountScreen } from '@/tests/utils/render-account-screen';
import { DATA_EXPORTS_LOAD_FAILED, DataExportSection } from './data-export-section';

vi.mock('next/router', () => ({ useRouter: () => makeRouter({ pathname: '/accounts/edit' }) }));
vi.mock('@/lib/gateway/data-exports', () => ({
  getDataExports: vi.fn(),
  requestDataExport: vi.fn(),
  downloadDataExport: vi.fn(),
}));
vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));

beforeEach(() => {
  vi.mocked(getDataExports).mockReset().mockResolvedValue({ latest: null });
  vi.mocked(requestDataExport).mockReset();
  vi.mocked(downloadDataExport).mockReset();
  vi.mocked(saveFile).mockReset();
});

/** jsdom's Blob has no arrayBuffer(): read it as a browser of old would. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

async function showSection() {
  await renderAccountScreen(<DataExportSection />);
  return screen.findByRole('region', { name: 'Your data' });
}

describe('Your data', () => {
  it('says nothing has been asked for yet, and promises an email at the customer’s address', async () => {
    const panel = await showSection();
    expect(await within(panel).findByText('You have not asked for a copy yet.')).toBeVisible();
    expect(panel).toHaveTextContent('email you at alex@example.com when it is ready');
    expect(within(panel).queryByRole('button', { name: /Download/ })).toBeNull();
  });

  it('asks for a copy once, busy while it is prepared, then offers it to download', async () => {
    const user = userEvent.setup();
    let answer!: (made: ReturnType<typeof makeDataExport>) => void;
    vi.mocked(requestDataExport).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const panel = await showSection();
    const ask = await within(panel).findByRole('button', { name: 'Ask for a copy of your data' });
    await user.click(ask);
    await user.click(ask);
    expect(requestDataExport).toHaveBeenCalledTimes(1);
    expect(within(panel).getByRole('status')).toHaveTextContent('Preparing your copy…');
    answer(makeDataExport());
    expect(
      await within(panel).findByRole('button', { name: 'Download your data (zip, 20 KB)' }),
    ).toBeEnabled();
    // The confirmation follows the new state into the cache.
    await waitFor(() =>
      expect(within(panel).getByRole('status')).toHaveTextContent(
        'Your copy is ready to download. We have emailed you too.',
      ),
    );
    expect(panel).toHaveTextContent(/You can download it until 22 March 2026/);
  });

  it('keeps the key of a failed request for the retry, so only one copy is built', async () => {
    const user = userEvent.setup();
    vi.mocked(requestDataExport)
      .mockRejectedValueOnce(new GatewayError('Something went wrong. Please try again.', 500))
      .mockResolvedValueOnce(makeDataExport());
    const panel = await showSection();
    const ask = await within(panel).findByRole('button', { name: 'Ask for a copy of your data' });
    await user.click(ask);
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    await user.click(ask);
    await within(panel).findByRole('button', { name: /Download your data/ });
    const [first, second] = vi.mocked(requestDataExport).mock.calls.map(([o]) => o.idempotencyKey);
    expect(second).toBe(first);
  });

  it('downloads the archive with the bearer call and saves it as the zip it is', async () => {
    const user = userEvent.setup();
    vi.mocked(getDataExports).mockResolvedValue({ latest: makeDataExport() });
    vi.mocked(downloadDataExport).mockResolvedValue(
      makeDataExportArchive({ 'customer.json': '{"$schema":"schema.json"}' }),
    );
    const panel = await showSection();
    await user.click(await within(panel).findByRole('button', { name: /Download your data/ }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(downloadDataExport).toHaveBeenCalledWith(3);
    const [name, blob] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(name).toBe('so-energy-data-2026-03-15.zip');
    expect(blob?.type).toBe('application/zip');
    const files = unzipSync(await bytesOf(blob as Blob));
    expect(strFromU8(files['customer.json'] ?? new Uint8Array())).toBe('{"$schema":"schema.json"}');
  });

  it('says an expired copy has expired, offers a new one and no download', async () => {
    vi.mocked(getDataExports).mockResolvedValue({
      latest: makeDataExport({ status: 'expired' }),
    });
    const panel = await showSection();
    expect(
      await within(panel).findByText(/expired on 22 March 2026.*Ask for a new one/),
    ).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Ask for a new copy' })).toBeEnabled();
    expect(within(panel).queryByRole('button', { name: /Download/ })).toBeNull();
  });

  it('shows a download refused since the screen loaded in words, and what is now so', async () => {
    const user = userEvent.setup();
    vi.mocked(getDataExports)
      .mockResolvedValueOnce({ latest: makeDataExport() })
      .mockResolvedValue({ latest: makeDataExport({ status: 'expired' }) });
    vi.mocked(downloadDataExport).mockRejectedValue(
      new GatewayError('This download has expired or could not be found.', 404),
    );
    const panel = await showSection();
    await user.click(await within(panel).findByRole('button', { name: /Download your data/ }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'This download has expired or could not be found.',
    );
    await within(panel).findByText(/expired on/);
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('says when it could not check for a copy, and tries again', async () => {
    const user = userEvent.setup();
    vi.mocked(getDataExports)
      .mockRejectedValueOnce(new GatewayError('Something went wrong.', 500))
      .mockResolvedValue({ latest: null });
    const panel = await showSection();
    expect(await within(panel).findByRole('alert')).toHaveTextContent(DATA_EXPORTS_LOAD_FAILED);
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('You have not asked for a copy yet.')).toBeVisible();
  });
});
