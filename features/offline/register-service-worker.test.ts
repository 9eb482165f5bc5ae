// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register-service-worker';

const register = vi.fn(() => Promise.resolve({}));
const runAtOnce = (run: () => void) => run();

describe('registerServiceWorker', () => {
  beforeEach(() => {
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register },
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    window.history.replaceState(null, '', '/');
    register.mockClear();
  });

  it('registers the worker with the whole site in its scope once the page is idle', () => {
    window.history.replaceState(null, '', '/accounts/readings');
    const idle: (() => void)[] = [];
    registerServiceWorker({ url: '/sw.js', idle: (run) => idle.push(run) });
    expect(register).not.toHaveBeenCalled();
    idle.forEach((run) => run());
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('registers nothing in a build without a worker (next dev)', () => {
    registerServiceWorker({ url: undefined, idle: runAtOnce });
    expect(register).not.toHaveBeenCalled();
  });

  it("never registers from the editor's pages", () => {
    window.history.replaceState(null, '', '/editor/stories');
    registerServiceWorker({ url: '/sw.js', idle: runAtOnce });
    window.history.replaceState(null, '', '/editor');
    registerServiceWorker({ url: '/sw.js', idle: runAtOnce });
    expect(register).not.toHaveBeenCalled();
  });

  it('goes on without a worker in a browser that refuses it', async () => {
    register.mockReturnValueOnce(Promise.reject(new Error('SecurityError')));
    expect(() => registerServiceWorker({ url: '/sw.js', idle: runAtOnce })).not.toThrow();
    await Promise.resolve();
  });

  it('does nothing in a browser without service workers', () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    expect(() => registerServiceWorker({ url: '/sw.js', idle: runAtOnce })).not.toThrow();
  });
});
