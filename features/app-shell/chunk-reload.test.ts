// @vitest-environment jsdom
import {
  CHUNK_RELOAD_MARKER,
  isChunkLoadError,
  reloadAfterChunkError,
  watchChunkLoadErrors,
} from './chunk-reload';

describe('isChunkLoadError', () => {
  it.each([
    [Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }), true],
    [new Error('Loading CSS chunk static/css/abc failed'), true],
    [new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/x.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('Cannot read properties of undefined'), false],
    ['Loading chunk 1 failed', false],
  ])('%s → %s', (reason, expected) => {
    expect(isChunkLoadError(reason)).toBe(expected);
  });
});

describe('reloadAfterChunkError', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads once and marks the time', () => {
    const reload = vi.fn();
    expect(reloadAfterChunkError(sessionStorage, 1_000_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_MARKER)).toBe('1000000');
  });

  it.each([
    [59_999, false],
    [60_000, true],
  ])('%i ms after the last reload: reloads %s', (elapsed, expected) => {
    const reload = vi.fn();
    reloadAfterChunkError(sessionStorage, 1_000_000, () => {});
    expect(reloadAfterChunkError(sessionStorage, 1_000_000 + elapsed, reload)).toBe(expected);
    expect(reload).toHaveBeenCalledTimes(expected ? 1 : 0);
  });

  it('ignores a marker that is not a time', () => {
    sessionStorage.setItem(CHUNK_RELOAD_MARKER, 'garbage');
    expect(reloadAfterChunkError(sessionStorage, 5, () => {})).toBe(true);
  });
});

describe('watchChunkLoadErrors', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads when a chunk fails to load, and not for other errors', () => {
    const reload = vi.fn();
    const stop = watchChunkLoadErrors(reload);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('Something else') }));
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(
      new ErrorEvent('error', {
        error: Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }),
      }),
    );
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not reload while offline, where it cannot help', () => {
    const reload = vi.fn();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const stop = watchChunkLoadErrors(reload);
    window.dispatchEvent(
      new ErrorEvent('error', {
        error: Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }),
      }),
    );
    expect(reload).not.toHaveBeenCalled();
    stop();
    vi.restoreAllMocks();
  });
});
